/** The embedded role: the worker's pipeline, the API and inbound mail in one process, sharing its event bus and storage. */
import type { Runtime } from '../platform/runtime.ts';
import { serveApi } from './api.ts';
import { startOptionalInboundMail } from './smtp.ts';
import type { StartedRole } from './started-role.ts';
import { startWorkingPipeline } from './worker.ts';

export async function start(runtime: Runtime): Promise<StartedRole> {
  const pipeline = await startWorkingPipeline(runtime);
  const inboundMail = await startOptionalInboundMail(runtime, pipeline);
  const api = await serveApi(runtime, pipeline, [inboundMail.readiness]);
  return {
    http: api.http,
    async close(graceMs) {
      await inboundMail.close();
      await api.close(graceMs);
    },
  };
}
