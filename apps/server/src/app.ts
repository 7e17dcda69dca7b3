import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ME_PATH } from '@spotlane/shared/domain/first-answers';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config.ts';
import { type AppContext, createContext } from './context.ts';
import type { Database } from './db/client.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { apiTokenRoutes } from './modules/api-tokens/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import * as bids from './modules/bids/index.ts';
import { bidRoutes } from './modules/bids/routes.ts';
import * as billing from './modules/billing/index.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import * as capacity from './modules/capacity/index.ts';
import { capacityRoutes } from './modules/capacity/routes.ts';
import { carrierRoutes } from './modules/carriers/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { companyRoutes } from './modules/companies/routes.ts';
import * as compliance from './modules/compliance/index.ts';
import { complianceRoutes } from './modules/compliance/routes.ts';
import { contactRoutes } from './modules/contacts/routes.ts';
import * as docks from './modules/docks/index.ts';
import { dockRoutes } from './modules/docks/routes.ts';
import { sscRoutes } from './modules/docks/ssc-routes.ts';
import { fleetRoutes } from './modules/fleet/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { laneRoutes } from './modules/lanes/routes.ts';
import * as loadTemplates from './modules/load-templates/index.ts';
import { loadTemplateRoutes } from './modules/load-templates/routes.ts';
import * as loads from './modules/loads/index.ts';
import { loadRoutes } from './modules/loads/routes.ts';
import * as notifications from './modules/notifications/index.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import * as paperwork from './modules/paperwork/index.ts';
import { paperworkRoutes } from './modules/paperwork/routes.ts';
import { quoteRoutes } from './modules/quotes/routes.ts';
import * as reputation from './modules/reputation/index.ts';
import { reputationRoutes } from './modules/reputation/routes.ts';
import * as support from './modules/support/index.ts';
import { supportRoutes } from './modules/support/routes.ts';
import * as tenders from './modules/tenders/index.ts';
import { tenderRoutes } from './modules/tenders/routes.ts';
import * as tracking from './modules/tracking/index.ts';
import { trackingRoutes } from './modules/tracking/routes.ts';
import * as uploads from './modules/uploads/index.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { WebhookDeliverer } from './modules/webhooks/index.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { registerAuthHooks, SESSION_COOKIE, toUserData } from './platform/auth.ts';
import { registerCompression } from './platform/compression.ts';
import { registerErrorHandling, registerInputChecks } from './platform/error-handler.ts';
import { attachEventCursor, EVENTS_CHANNEL, EventHub } from './platform/events.ts';
import { answerFrameworkError, registerNoStore } from './platform/hardening.ts';
import { registerIdempotency } from './platform/idempotency.ts';
import { JobRunner } from './platform/jobs.ts';
import { MailSender } from './platform/mail.ts';
import { registerMetrics } from './platform/metrics.ts';
import { OPENAPI_OPTIONS } from './platform/openapi.ts';
import { schedulePruning } from './platform/prune.ts';
import { registerRequestLog, requestIdOf } from './platform/request-log.ts';
import { registerShutdown, type Shutdown } from './platform/shutdown.ts';
import { createStorage } from './platform/storage.ts';
import { loadSignedInIndex, sendSignedInIndex } from './platform/web-shell.ts';

export interface BuiltApp {
  app: FastifyInstance;
  /** Runs mail delivery, housekeeping and every other timed or retried job; start() it. */
  jobs: JobRunner;
  hub: EventHub;
  /** Drains and closes the app on SIGTERM (PRODUCT.md 22). */
  shutdown: Shutdown;
  /** The context the services run with (tests and seeds may call services with it). */
  ctx: AppContext;
}

/** A hop count trusts that many proxies nearest to the server (proxy-addr's meaning of a number). */
function trustProxyOption(trust: Config['TRUST_PROXY']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Builds the whole HTTP application; main.ts and the tests both use it. The log goes to standard
 * output unless `logStream` is given (a test reading what a production server logs).
 */
export async function buildApp(
  config: Config,
  database: Database,
  { logStream }: { logStream?: { write(line: string): void } } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      // Secrets never reach the log, whatever a handler logs by mistake.
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-xsrf-token"]',
          'res.headers["set-cookie"]',
          '*.password',
          '*.code',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    genReqId: requestIdOf,
    // The list speed budget: in production a request logs nothing of its own (Fastify's two info lines per
    // request were about a tenth of a list request's CPU); its errors are still logged by
    // platform/error-handler.ts, and what a handler logs keeps its level. LOG_REQUESTS turns on
    // one access line per request (platform/request-log.ts).
    ...(config.NODE_ENV === 'production'
      ? { logController: new LogController({ disableRequestLogging: true }) }
      : {}),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    frameworkErrors: answerFrameworkError,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputChecks(app);
  registerNoStore(app);
  registerRequestLog(app, config);
  registerIdempotency(app, database.db);
  const metrics = registerMetrics(app, config, database);

  const storage = createStorage(config);
  // Presigned links of S3-compatible storage point at its own origin (PRODUCT.md 11).
  const storageOrigin = storage.externalOrigin ? [storage.externalOrigin] : [];

  await registerCompression(app);
  await app.register(cookie, { secret: config.SESSION_SECRET });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5 } });
  // The security headers of every answer. @fastify/helmet built helmet's middleware again on
  // every request (parsing the CSP each time, ~3% of a list request's CPU, the list speed budget); the
  // same middleware built once sets the same headers.
  const securityHeaders = helmet({
    // HSTS only means something on HTTPS; on http://localhost it would only confuse browsers.
    hsts: config.secureCookies,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigin],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...storageOrigin],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await app.register(swagger, OPENAPI_OPTIONS);
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const jobs = new JobRunner(database, app.log, {
    pollMs: config.JOBS_POLL_MS,
    leaseSeconds: config.JOBS_LEASE_SECONDS,
  });
  const mail = new MailSender(database.db, app.log, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    appUrl: config.APP_URL,
    logBodies: config.NODE_ENV !== 'production',
    storage,
  });
  mail.attach(jobs);
  schedulePruning(jobs, database.db, app.log, config.PRUNE_EVERY_MINUTES * 60);
  const webhooks = new WebhookDeliverer(database.db, app.log, {
    allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
    countDelivery: metrics?.countWebhookDelivery,
  });
  webhooks.attach(jobs);
  // An event that queued deliveries starts their drains at commit, not at the next sweep.
  const unlistenWebhooks = await database.listen(EVENTS_CHANNEL, () => webhooks.kick());
  const hub = new EventHub(database, app.log);
  await hub.start();
  metrics?.countStreamsWith(() => hub.streamCount);
  attachEventCursor(app, hub);
  const shutdown = registerShutdown(app, { hub, jobs, drainMs: config.SHUTDOWN_DRAIN_MS });
  // PRODUCT.md 15: a REGISTRY_FILE with a missing column refuses the start here.
  const registry = compliance.createRegistry(config, app.log);
  const ctx = createContext({
    registry,
    config,
    db: database.db,
    database,
    mailWritten: () => jobs.nudge(),
    events: hub,
    jobs,
    storage,
  });
  // Every module that owns jobs attaches their handlers the same way.
  for (const area of [
    loads,
    bids,
    tenders,
    paperwork,
    uploads,
    support,
    notifications,
    tracking,
    loadTemplates,
    compliance,
    capacity,
    billing,
    docks,
    reputation,
  ]) {
    area.attach(jobs, ctx);
  }

  const auth = registerAuthHooks(app, database.db, config);
  await app.register(healthRoutes, { database });
  // Every area's routes take the application context.
  const areas = [
    authRoutes,
    userRoutes,
    apiTokenRoutes,
    webhookRoutes,
    accountRoutes,
    uploadRoutes,
    companyRoutes,
    contactRoutes,
    carrierRoutes,
    loadRoutes,
    fleetRoutes,
    laneRoutes,
    loadTemplateRoutes,
    bidRoutes,
    tenderRoutes,
    quoteRoutes,
    chatRoutes,
    paperworkRoutes,
    trackingRoutes,
    supportRoutes,
    analyticsRoutes,
    complianceRoutes,
    capacityRoutes,
    billingRoutes,
    dockRoutes,
    sscRoutes,
    reputationRoutes,
  ];
  for (const routes of areas) await app.register(routes, ctx);
  await app.register(notificationRoutes, { db: database.db, hub });

  const production = config.NODE_ENV === 'production';
  const webDist = resolve(config.WEB_DIST ?? defaultWebDist);
  const hasWeb = existsSync(resolve(webDist, 'index.html'));
  const hashedAssets = resolve(webDist, 'assets') + sep;
  // index.html that preloads the signed-in shell, for requests with a session cookie.
  const signedInIndex = hasWeb ? loadSignedInIndex(webDist) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // PRODUCT.md 14: source maps are for developers, never served in production.
      allowedPath: (path) => !(production && path.endsWith('.map')),
      // The build writes a .br and a .gz next to each file (scripts/web-assets.mjs); the
      // client's Accept-Encoding picks one, with Vary: Accept-Encoding on every answer.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite puts a content hash in every name under assets/, so those never change under
        // their name; everything else (index.html, the icon) is revalidated.
        reply.header('cache-control', path.startsWith(hashedAssets) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi =
      path.startsWith('/api/') || path === '/api' || path === '/healthz' || path === '/readyz';
    if (!isApi && hasWeb && request.method === 'GET' && !(production && path.endsWith('.map'))) {
      // The web app owns every other path (its router shows login for unknown ones).
      if (signedInIndex && request.cookies[SESSION_COOKIE]) {
        // The page carries who is signed in, so the app's guard decides without a round trip
        // (decision 089); a session that is not (yet) signed in gets the page without it.
        const caller = await auth.pageCaller(request, reply);
        const answers = caller
          ? {
              [ME_PATH]: {
                body: {
                  user: await toUserData(database.db, ctx.storage, caller.user, caller.account),
                },
                cursor: request.eventCursor,
              },
            }
          : undefined;
        return sendSignedInIndex(request, reply, signedInIndex, answers);
      }
      if (signedInIndex) reply.header('vary', 'Cookie');
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ errors: [{ code: 'NotFound', message: 'Not found' }] });
  });

  app.addHook('onClose', async () => {
    await hub.stop();
    await unlistenWebhooks();
    await webhooks.settled();
    await jobs.stop();
    mail.close();
  });
  return { app, jobs, hub, shutdown, ctx };
}
