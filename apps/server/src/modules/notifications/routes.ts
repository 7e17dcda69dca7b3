import {
  markReadRequest,
  notificationList,
  notificationSettingsRequest,
  notificationSettingsResponse,
} from '@spotlane/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireCaller } from '../../platform/auth.ts';
import { endpoints } from '../../platform/endpoints.ts';
import type { EventHub, LiveEvent } from '../../platform/events.ts';
import { getSettings, listNotifications, markRead, saveSettings } from './service.ts';

const HEARTBEAT_MS = 20_000;

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db; hub: EventHub }> = async (
  app,
  { db, hub },
) => {
  const tags = ['notifications'];
  const route = endpoints(app, tags);
  const settings = { reply: notificationSettingsResponse } as const;
  route.get('/api/notification_settings', settings, ({ request }) =>
    getSettings(db, requireCaller(request)),
  );
  route.put(
    '/api/notification_settings',
    { ...settings, body: notificationSettingsRequest },
    (input) => saveSettings(db, requireCaller(input.request), input.body.settings),
  );
  route.get('/api/notifications', { reply: notificationList }, ({ request }) =>
    listNotifications(db, requireCaller(request)),
  );
  route.post(
    '/api/notifications/read',
    { body: markReadRequest, reply: notificationList },
    (input) => markRead(db, requireCaller(input.request), input.body.ids),
  );

  /** Server-sent events for the signed-in user: heartbeat, resume with Last-Event-ID. */
  const liveStream = { schema: { tags }, config: { eventStream: true } };
  app.get('/api/events', liveStream, async (request, reply) => {
    const caller = requireCaller(request);
    // Resume after this id: the browser's Last-Event-ID on a reconnect, or the position an
    // earlier answer named (EVENT_CURSOR_HEADER) on a first open; 0 is a position too.
    const resumeFrom =
      request.headers['last-event-id'] ??
      (request.query as { last_event_id?: string })?.last_event_id;
    const lastEventId = resumeFrom === undefined || resumeFrom === '' ? -1 : Number(resumeFrom);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // PRODUCT.md 14: no /api answer is stored; X-Accel-Buffering keeps proxies from holding it.
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n\n');
    let open = true;
    const send = (event: LiveEvent) => {
      if (!open) return;
      raw.write(
        `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`,
      );
    };
    const stream = {
      accountId: caller.account.id,
      accountType: caller.account.type,
      userId: caller.user.id,
      sessionId: caller.sessionId,
      send,
      close: () => {
        if (!open) return;
        open = false;
        raw.end();
      },
    };
    const remove = hub.add(stream);
    const heartbeat = setInterval(() => open && raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const cleanup = () => {
      open = false;
      clearInterval(heartbeat);
      remove();
    };
    raw.on('close', cleanup);
    if (Number.isSafeInteger(lastEventId) && lastEventId >= 0)
      await hub.replay(stream, lastEventId);
  });
};
