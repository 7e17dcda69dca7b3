import * as schemas from '@spotlane/shared/schemas/support';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import { requireAgent } from './agent.ts';
import * as contactForm from './contact-form.ts';
import * as read from './read.ts';
import * as service from './service.ts';

/** PRODUCT.md 13: the support chat, its inbox for agents, and the visitors' contact form. */
export const supportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['support']);
  const agent = (request: FastifyRequest) => requireAgent(ctx, requireCaller(request));

  route.get(schemas.supportApi.conversation, { reply: schemas.myConversation }, ({ request }) =>
    read.getMyConversation(ctx, requireCaller(request)),
  );
  route.post(schemas.supportApi.read, { reply: schemas.myConversation }, ({ request }) =>
    service.markMyConversationRead(ctx, requireCaller(request)),
  );
  route.post(
    schemas.supportApi.messages,
    { body: schemas.supportMessageRequest, reply: schemas.myConversation, status: 201 },
    ({ request, body }) => service.postMyMessage(ctx, requireCaller(request), body.body),
  );

  route.get(schemas.supportApi.contactForm, { reply: schemas.contactFormToken }, () =>
    contactForm.contactFormToken(ctx),
  );
  route.post(
    schemas.supportApi.contact,
    { body: schemas.contactRequest, reply: schemas.contactAccepted, status: 202 },
    ({ request, body }) => contactForm.submitContact(ctx, request.ip, body),
  );

  route.get(
    schemas.supportApi.conversations,
    { query: schemas.supportConversationQuery, reply: schemas.supportConversationList },
    async ({ request, query }) => {
      await agent(request);
      return read.listConversations(db, query);
    },
  );
  route.get(
    schemas.supportApi.conversationPattern,
    { params: true, reply: schemas.supportConversationDetail },
    async ({ request, id }) => {
      await agent(request);
      return read.openConversation(db, id);
    },
  );
  route.post(
    schemas.supportApi.conversationMessagesPattern,
    {
      params: true,
      body: schemas.supportMessageRequest,
      reply: schemas.supportConversationDetail,
      status: 201,
    },
    async ({ request, id, body }) => service.agentReply(ctx, await agent(request), id, body.body),
  );
  route.post(
    schemas.supportApi.assignPattern,
    { params: true, reply: schemas.supportConversationDetail },
    async ({ request, id }) => service.assignToMe(ctx, await agent(request), id),
  );
  route.post(
    schemas.supportApi.closePattern,
    { params: true, reply: schemas.supportConversationDetail },
    async ({ request, id }) => {
      await agent(request);
      return service.closeConversation(ctx, id);
    },
  );
};
