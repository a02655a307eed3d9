/**
 * The smtp role's composition root: the inbound SMTP server over a pipeline that only queues
 * each new upload's scan (a worker runs it), and the health check on PORT.
 */
import type { InboundSmtpServer } from '../inbound-mail/inbound-smtp-server.ts';
import { startInboundSmtpServer } from '../inbound-mail/inbound-smtp-server.ts';
import type { ReadinessCheck } from '../platform/http/health.routes.ts';
import type { Runtime } from '../platform/runtime.ts';
import { healthOnlyServer } from './health-only-server.ts';
import { createInboundMailServices } from './inbound-mail-services.ts';
import type { Pipeline } from './pipeline.ts';
import { createPipeline } from './pipeline.ts';
import type { StartedRole } from './started-role.ts';

function startInboundMail(runtime: Runtime, pipeline: Pipeline): Promise<InboundSmtpServer> {
  return startInboundSmtpServer({
    config: runtime.config.inboundMail,
    uploadMaxBytes: runtime.config.uploadMaxBytes,
    inboundMail: createInboundMailServices(runtime, pipeline.documents),
    logger: runtime.logger,
  });
}

/** Inbound mail beside other work (`all`), with what /api/ready says of it. */
export interface OptionalInboundMail {
  readiness: ReadinessCheck;
  close(): Promise<void>;
}

/**
 * The embedded product runs on when INBOUND_SMTP_PORT is taken (another mail server, a second
 * instance): inbound mail is off, the log says why and /api/ready names it under `off`. The smtp
 * role, whose one job it is, still fails to start.
 */
export async function startOptionalInboundMail(
  runtime: Runtime,
  pipeline: Pipeline,
): Promise<OptionalInboundMail> {
  try {
    const smtp = await startInboundMail(runtime, pipeline);
    return { readiness: inboundReadiness(null), close: () => smtp.close() };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
    const port = runtime.config.inboundMail.port;
    const reason = `INBOUND_SMTP_PORT ${port} ${code === 'EADDRINUSE' ? 'is in use' : 'is not allowed to this user'}`;
    runtime.logger.error({ err: error, port }, `inbound mail is off: ${reason}`);
    return { readiness: inboundReadiness(reason), close: async () => {} };
  }
}

function inboundReadiness(offBecause: string | null): ReadinessCheck {
  return {
    name: 'inbound-mail',
    optional: true,
    check: async () => {
      if (offBecause) throw new Error(offBecause);
    },
  };
}

export async function start(runtime: Runtime): Promise<StartedRole> {
  const pipeline = await createPipeline(runtime);
  const smtp = await startInboundMail(runtime, pipeline);
  return {
    http: await healthOnlyServer(runtime),
    async close() {
      await smtp.close();
      await pipeline.close();
    },
  };
}
