import * as schemas from '@spotlane/shared/schemas/contacts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireShipper } from '../../platform/auth.ts';
import { endpoints, resource } from '../../platform/endpoints.ts';
import * as service from './service.ts';

/** PRODUCT.md 13: the shipper's address book (contacts). */
export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['contacts']);
  const reader = requireShipper;
  const writer = (request: FastifyRequest) => requireShipper(request, 'company_update');

  resource(route, '/api/contacts', db, {
    schemas: {
      listQuery: schemas.contactListQuery,
      list: schemas.contactList,
      body: schemas.contactRequest,
      detail: schemas.contactResponse,
    },
    reader,
    writer,
    list: service.listContacts,
    create: service.createContact,
    get: service.getContact,
    update: service.updateContact,
    remove: service.deleteContact,
  });
};
