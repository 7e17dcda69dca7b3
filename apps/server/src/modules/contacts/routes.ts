import {
  contactList,
  contactListQuery,
  contactRequest,
  contactResponse,
} from '@spotlane/shared/schemas/contacts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import {
  createContact,
  deleteContact,
  getContact,
  listContacts,
  updateContact,
} from './service.ts';

/** PRODUCT.md 13: the shipper's address book (contacts). */
export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['contacts']);
  const reader = requireShipper;
  const writer = (request: FastifyRequest) => requireShipper(request, 'company_update');

  route.get('/api/contacts', { query: contactListQuery, reply: contactList }, (input) =>
    listContacts(db, reader(input.request), input.query),
  );
  route.post(
    '/api/contacts',
    { body: contactRequest, reply: contactResponse, status: 201 },
    (input) => createContact(db, writer(input.request), input.body),
  );
  route.get('/api/contacts/:id', { params: true, reply: contactResponse }, ({ request, id }) =>
    getContact(db, reader(request), id),
  );
  route.put(
    '/api/contacts/:id',
    { params: true, body: contactRequest, reply: contactResponse },
    (input) => updateContact(db, writer(input.request), input.id, input.body),
  );
  route.delete('/api/contacts/:id', { params: true }, ({ request, id }) =>
    deleteContact(db, writer(request), id),
  );
};
