/**
 * The API role's composition root: every domain's routes on one HTTP server, over the account
 * services and the pipeline's document services. The only module that imports routes.
 */
import { accountsRoutes } from '../accounts/accounts.routes.ts';
import { apiKeysRoutes } from '../api-keys/api-keys.routes.ts';
import { billingRoutes } from '../billing/billing.routes.ts';
import { createAuthRateLimiter } from '../auth/auth-rate-limiter.ts';
import { authRoutes } from '../auth/auth.routes.ts';
import { createAuthenticate } from '../auth/authenticate.ts';
import { oidcRoutes } from '../auth/oidc.routes.ts';
import { watchIdentity } from '../auth/watch-identity.ts';
import { creditsRoutes } from '../credits/credits.routes.ts';
import { doctypesRoutes } from '../doctypes/doctypes.routes.ts';
import { exportsRoutes } from '../exports/exports.routes.ts';
import { lessonsRoutes } from '../lessons/lessons.routes.ts';
import { inboundMailRoutes } from '../inbound-mail/inbound-mail.routes.ts';
import { notificationsRoutes } from '../notifications/notifications.routes.ts';
import { pipelineRoutes } from '../pipeline/pipeline.routes.ts';
import { eventsRoutes } from '../platform/events/events.routes.ts';
import type { ReadinessCheck } from '../platform/http/health.routes.ts';
import { healthRoutes } from '../platform/http/health.routes.ts';
import { openapiRoutes } from '../platform/http/openapi.routes.ts';
import type { HttpServer } from '../platform/http/http-server.ts';
import { createHttpServer } from '../platform/http/http-server.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import { accuracyRoutes } from '../accuracy/accuracy.routes.ts';
import { recordsRoutes } from '../records/records.routes.ts';
import type { Runtime } from '../platform/runtime.ts';
import { settingsRoutes } from '../settings/settings.routes.ts';
import { teamsRoutes } from '../teams/teams.routes.ts';
import { uploadsRoutes } from '../uploads/uploads.routes.ts';
import { webhooksRoutes } from '../webhooks/webhooks.routes.ts';
import { createAccountServices } from './account-services.ts';
import { createBillingServices } from './billing-services.ts';
import { createDocumentServices } from './document-services.ts';
import { createInboundMailServices } from './inbound-mail-services.ts';
import { limitCounters } from './limit-counters.ts';
import type { Pipeline } from './pipeline.ts';
import { createPipeline } from './pipeline.ts';
import { readinessOf } from './readiness.ts';
import type { StartedRole } from './started-role.ts';
import { createTeamServices } from './team-services.ts';
import { createWebhookServices } from './webhook-services.ts';

export interface ApiDeps extends Runtime {
  mailer: Mailer;
  /** The scan/parse pipeline: without it uploads are stored but not processed (and its routes are absent). */
  pipeline?: Pipeline;
  /** What else /api/ready asks: parts the process runs beside the API (inbound mail in `all`). */
  readiness?: ReadinessCheck[];
}

export async function buildApi(deps: ApiDeps): Promise<HttpServer> {
  const { config, logger, pipeline } = deps;
  const documents = pipeline?.documents ?? createDocumentServices(deps);
  const billing = createBillingServices(deps, {
    notifications: documents.notifications,
    events: documents.events,
    doctypes: documents.doctypes,
  });
  const { auth, accounts, authService, settings, apiKeys, creditActivity } = createAccountServices(
    { ...deps, events: documents.events },
    documents.doctypes,
    billing.billing,
  );
  billing.startCatalogSync();
  const limits = await limitCounters(deps);
  const app = await createHttpServer({
    config,
    logger,
    metrics: deps.metrics,
    authenticate: createAuthenticate(authService, apiKeys),
    ...(limits.requests && { rateLimitCounters: limits.requests }),
  });
  app.addHook('onClose', () => limits.close());
  // First: the document lists the routes registered after it.
  await openapiRoutes(app, config.publicUrl);
  const rateLimiter = createAuthRateLimiter(
    {
      perIpPerMinute: config.rateLimit.authPerIp,
      perEmailPerQuarterHour: config.rateLimit.authPerEmail,
    },
    Date.now,
    limits.signIns,
  );
  healthRoutes(app, [
    ...readinessOf(deps.database, documents.storage),
    ...limits.readiness,
    ...(deps.readiness ?? []),
  ]);
  authRoutes(app, { authService, getMe: (userId) => accounts.getMe(userId), rateLimiter });
  oidcRoutes(app, { config, auth, authService });
  accountsRoutes(app, { accounts, authService });
  settingsRoutes(app, settings);
  apiKeysRoutes(app, apiKeys);
  doctypesRoutes(app, documents.doctypes);
  teamsRoutes(app, createTeamServices(deps, documents));
  inboundMailRoutes(app, createInboundMailServices(deps, documents));
  await uploadsRoutes(app, { uploads: documents.uploads, uploadMaxBytes: config.uploadMaxBytes });
  recordsRoutes(app, documents.records);
  lessonsRoutes(app, documents.lessons);
  accuracyRoutes(app, documents.accuracy);
  exportsRoutes(app, documents.exports);
  notificationsRoutes(app, documents.notifications);
  await billingRoutes(app, billing);
  creditsRoutes(app, creditActivity);
  const webhooks = pipeline?.webhooks ?? createWebhookServices({ ...deps, documents });
  if (!pipeline) app.addHook('onClose', async () => webhooks.close());
  webhooksRoutes(app, webhooks.webhooks);
  eventsRoutes(app, documents.events, { watchIdentity: watchIdentity(authService, apiKeys) });
  if (pipeline) pipelineRoutes(app, pipeline.service);
  return app;
}

/** Serves the API over a pipeline made elsewhere (the `all` role shares its worker's). */
export async function serveApi(
  runtime: Runtime,
  pipeline: Pipeline,
  readiness: ReadinessCheck[] = [],
): Promise<StartedRole> {
  const mailer = createMailer(runtime.config, runtime.logger);
  return {
    http: await buildApi({ ...runtime, mailer, pipeline, readiness }),
    async close(graceMs) {
      await pipeline.close(graceMs);
      mailer.close();
    },
  };
}

/** `--role api`: the pipeline only queues jobs and runs the wizard's synchronous helpers here. */
export async function start(runtime: Runtime): Promise<StartedRole> {
  return serveApi(runtime, await createPipeline(runtime));
}
