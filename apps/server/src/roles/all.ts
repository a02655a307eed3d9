/** The embedded role: the worker's pipeline, the API and inbound mail in one process, sharing its event bus and storage. */
import type { Runtime } from '../platform/runtime.ts';
import { serveApi } from './api.ts';
import { withInboundMail } from './smtp.ts';
import type { StartedRole } from './started-role.ts';
import { startWorkingPipeline } from './worker.ts';

export async function start(runtime: Runtime): Promise<StartedRole> {
  const pipeline = await startWorkingPipeline(runtime);
  return withInboundMail(runtime, pipeline, await serveApi(runtime, pipeline));
}
