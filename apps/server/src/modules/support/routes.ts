import {
  contactAccepted,
  contactFormToken as contactFormTokenSchema,
  contactRequest,
  myConversation,
  supportApi,
  supportConversationDetail,
  supportConversationList,
  supportConversationQuery,
  supportMessageRequest,
} from '@spotlane/shared/schemas/support';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireCaller } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import {
  agentReply,
  assignToMe,
  closeConversation,
  contactFormToken,
  getMyConversation,
  listConversations,
  markMyConversationRead,
  openConversation,
  postMyMessage,
  requireAgent,
  submitContact,
} from './service.ts';

/** PRODUCT.md 13: the support chat, its inbox for agents, and the visitors' contact form. */
export const supportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const route = endpoints(app, ['support']);
  const agent = (request: FastifyRequest) => requireAgent(ctx, requireCaller(request));

  route.get(supportApi.conversation, { reply: myConversation }, ({ request }) =>
    getMyConversation(ctx, requireCaller(request)),
  );
  route.post(supportApi.read, { reply: myConversation }, ({ request }) =>
    markMyConversationRead(ctx, requireCaller(request)),
  );
  route.post(
    supportApi.messages,
    { body: supportMessageRequest, reply: myConversation, status: 201 },
    ({ request, body }) => postMyMessage(ctx, requireCaller(request), body.body),
  );

  route.get(supportApi.contactForm, { reply: contactFormTokenSchema }, () => contactFormToken(ctx));
  route.post(
    supportApi.contact,
    { body: contactRequest, reply: contactAccepted, status: 202 },
    ({ request, body }) => submitContact(ctx, request.ip, body),
  );

  route.get(
    supportApi.conversations,
    { query: supportConversationQuery, reply: supportConversationList },
    async ({ request, query }) => {
      await agent(request);
      return listConversations(db, query);
    },
  );
  route.get(
    supportApi.conversationPattern,
    { params: true, reply: supportConversationDetail },
    async ({ request, id }) => {
      await agent(request);
      return openConversation(db, id);
    },
  );
  route.post(
    supportApi.conversationMessagesPattern,
    { params: true, body: supportMessageRequest, reply: supportConversationDetail, status: 201 },
    async ({ request, id, body }) => agentReply(ctx, await agent(request), id, body.body),
  );
  route.post(
    supportApi.assignPattern,
    { params: true, reply: supportConversationDetail },
    async ({ request, id }) => assignToMe(ctx, await agent(request), id),
  );
  route.post(
    supportApi.closePattern,
    { params: true, reply: supportConversationDetail },
    async ({ request, id }) => {
      await agent(request);
      return closeConversation(ctx, id);
    },
  );
};
