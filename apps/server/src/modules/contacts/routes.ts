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
import { endpoints, resource } from '../../platform/endpoints.ts';
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

  resource(route, '/api/contacts', db, {
    schemas: {
      listQuery: contactListQuery,
      list: contactList,
      body: contactRequest,
      detail: contactResponse,
    },
    reader,
    writer,
    list: listContacts,
    create: createContact,
    get: getContact,
    update: updateContact,
    remove: deleteContact,
  });
};
