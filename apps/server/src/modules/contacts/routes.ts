import * as schemas from '@spotlane/shared/schemas/contacts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import * as service from './service.ts';

/** PRODUCT.md 13: the shipper's address book (contacts). */
export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['contacts']);
  const reader = requireShipper;
  const writer = (request: FastifyRequest) => requireShipper(request, 'company_update');

  route.get(
    '/api/contacts',
    { query: schemas.contactListQuery, reply: schemas.contactList },
    ({ request, query }) => service.listContacts(db, reader(request), query),
  );
  route.post(
    '/api/contacts',
    { body: schemas.contactRequest, reply: schemas.contactResponse, status: 201 },
    ({ request, body }) => service.createContact(db, writer(request), body),
  );
  route.get(
    '/api/contacts/:id',
    { params: true, reply: schemas.contactResponse },
    ({ request, id }) => service.getContact(db, reader(request), id),
  );
  route.put(
    '/api/contacts/:id',
    { params: true, body: schemas.contactRequest, reply: schemas.contactResponse },
    ({ request, id, body }) => service.updateContact(db, writer(request), id, body),
  );
  route.delete('/api/contacts/:id', { params: true }, ({ request, id }) =>
    service.deleteContact(db, writer(request), id),
  );
};
