/**
 * The smtp role's composition root: the inbound SMTP server over a pipeline that only queues
 * each new upload's scan (a worker runs it), and the health check on PORT.
 */
import { startInboundSmtpServer } from '../inbound-mail/inbound-smtp-server.ts';
import type { Runtime } from '../platform/runtime.ts';
import { healthOnlyServer } from './health-only-server.ts';
import { createInboundMailServices } from './inbound-mail-services.ts';
import type { Pipeline } from './pipeline.ts';
import { createPipeline } from './pipeline.ts';
import type { StartedRole } from './started-role.ts';

/** Adds the inbound SMTP server, over `pipeline`'s uploads, to a started role (`all` uses it). */
export async function withInboundMail(
  runtime: Runtime,
  pipeline: Pipeline,
  role: StartedRole,
): Promise<StartedRole> {
  const smtp = await startInboundSmtpServer({
    config: runtime.config.inboundMail,
    uploadMaxBytes: runtime.config.uploadMaxBytes,
    inboundMail: createInboundMailServices(runtime, pipeline.documents),
    logger: runtime.logger,
  });
  return {
    http: role.http,
    async close(graceMs) {
      await smtp.close();
      await role.close(graceMs);
    },
  };
}

export async function start(runtime: Runtime): Promise<StartedRole> {
  const pipeline = await createPipeline(runtime);
  return withInboundMail(runtime, pipeline, {
    http: await healthOnlyServer(runtime),
    close: () => pipeline.close(),
  });
}
