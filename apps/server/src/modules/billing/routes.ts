import * as schemas from '@spotlane/shared/schemas/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireCaller, requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { idParams } from '../../platform/params.ts';
import {
  approveAccessorial,
  createAccessorial,
  disputeAccessorial,
  listAccessorials,
} from './accessorials.ts';
import {
  getInvoice,
  holdInvoice,
  invoicesCsv,
  listInvoices,
  markPaid,
  scheduleInvoice,
  shipperDaysToPay,
  takeQuickPay,
} from './invoices.ts';
import {
  confirmPaymentDetails,
  exportPayments,
  getPaymentDetails,
  putPaymentDetails,
} from './payments.ts';
import { renderInvoice } from './pdf.ts';
import { getLaneTerms, getTerms, putLaneTerms, putTerms } from './terms.ts';

/** PRODUCT.md 19: accessorials, invoices and getting paid. */
export const billingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const tags = ['money after delivery'];
  const route = endpoints(app, tags);

  const terms = { reply: schemas.accessorialTermsSchema } as const;
  route.get('/api/accessorial_terms', terms, ({ request }) =>
    getTerms(db, requireShipper(request)),
  );
  route.put('/api/accessorial_terms', { ...terms, body: schemas.accessorialTermsSchema }, (input) =>
    putTerms(db, requireShipper(input.request, 'shipment_edit'), input.body),
  );
  const laneTerms = { params: true, reply: schemas.laneAccessorialTermsSchema } as const;
  route.get('/api/lanes/:id/accessorial_terms', laneTerms, (input) =>
    getLaneTerms(db, requireShipper(input.request), input.id),
  );
  route.put(
    '/api/lanes/:id/accessorial_terms',
    { ...laneTerms, body: schemas.laneAccessorialTermsSchema },
    (input) =>
      putLaneTerms(db, requireShipper(input.request, 'shipment_edit'), input.id, input.body),
  );

  route.get(
    '/api/loads/:id/accessorials',
    { params: true, reply: schemas.accessorialList },
    (input) => listAccessorials(ctx, requireCaller(input.request), input.id),
  );
  route.post(
    '/api/loads/:id/accessorials',
    {
      params: true,
      body: schemas.createAccessorialRequest,
      reply: schemas.accessorial,
      status: 201,
    },
    (input) => createAccessorial(ctx, requireCaller(input.request), input.id, input.body),
  );
  route.post(
    '/api/accessorials/:id/approve',
    { params: true, reply: schemas.accessorial },
    (input) => approveAccessorial(ctx, requireCaller(input.request), input.id),
  );
  route.post(
    '/api/accessorials/:id/dispute',
    { params: true, body: schemas.disputeRequest, reply: schemas.accessorial },
    (input) => disputeAccessorial(ctx, requireCaller(input.request), input.id, input.body.reason),
  );

  app.get(
    '/api/invoices',
    { schema: { tags, querystring: schemas.invoiceListQuery } },
    async (request, reply) => {
      const caller = requireCaller(request);
      if (request.query.format === 'csv') {
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', 'attachment; filename="invoices.csv"');
        return reply.send(await invoicesCsv(ctx, caller, request.query));
      }
      return schemas.invoiceList.parse(await listInvoices(ctx, caller, request.query));
    },
  );
  // `/api/invoices/{id}.pdf`: one path segment, the id then `.pdf` (404 for anything else).
  app.get(
    '/api/invoices/:file',
    { schema: { tags, params: z.object({ file: z.string().regex(/^\d{1,10}(\.pdf)?$/) }) } },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { file } = request.params;
      const id = Number.parseInt(file, 10);
      const invoice = await getInvoice(ctx, caller, id);
      if (!file.endsWith('.pdf')) return schemas.invoice.parse(invoice);
      const pdf = await renderInvoice(invoice);
      reply.removeHeader('x-frame-options');
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'self'");
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `inline; filename="invoice-${invoice.number}.pdf"`);
      return reply.send(pdf);
    },
  );
  route.post(
    '/api/invoices/:id/quick_pay',
    { params: true, body: schemas.quickPayRequest, reply: schemas.invoice },
    (input) => takeQuickPay(ctx, requireCaller(input.request), input.id),
  );
  route.post(
    '/api/invoices/:id/schedule',
    { params: true, body: schemas.scheduleRequest, reply: schemas.invoice },
    (input) => scheduleInvoice(ctx, requireShipper(input.request), input.id, input.body.pay_on),
  );
  route.post(
    '/api/invoices/:id/paid',
    { params: true, body: schemas.paidRequest, reply: schemas.invoice },
    (input) => markPaid(ctx, requireShipper(input.request), input.id, input.body),
  );
  route.post(
    '/api/invoices/:id/hold',
    { params: true, body: schemas.holdRequest, reply: schemas.invoice },
    (input) => holdInvoice(ctx, requireShipper(input.request), input.id, input.body.reason),
  );

  route.get('/api/payment_details', { reply: schemas.maybePaymentDetails }, ({ request }) =>
    getPaymentDetails(ctx, requireCaller(request)),
  );
  route.put(
    '/api/payment_details',
    { body: schemas.paymentDetailsRequest, reply: schemas.paymentDetails },
    (input) => putPaymentDetails(ctx, requireCaller(input.request), input.body),
  );
  route.post(
    '/api/payment_details/confirm',
    { body: schemas.confirmPaymentDetailsRequest, reply: schemas.paymentDetails },
    (input) => confirmPaymentDetails(ctx, requireCaller(input.request), input.body.code),
  );
  app.get(
    '/api/payments/export',
    { schema: { tags, querystring: schemas.paymentsExportQuery } },
    async (request, reply) => {
      const file = await exportPayments(ctx, requireShipper(request), request.query);
      reply.header('content-type', file.contentType);
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      return reply.send(file.body);
    },
  );
  // Days to pay of a shipper, for carriers looking at its loads and profile (PRODUCT.md 19, 21).
  route.get(
    '/api/shippers/:id/days_to_pay',
    { params: idParams, reply: schemas.daysToPay },
    (input) => {
      requireCaller(input.request);
      return shipperDaysToPay(db, input.id);
    },
  );
};
