/** The embedded role: the worker's pipeline and the API in one process, sharing its event bus and storage. */
import type { Runtime } from '../platform/runtime.ts';
import { serveApi } from './api.ts';
import type { StartedRole } from './started-role.ts';
import { startWorkingPipeline } from './worker.ts';

export async function start(runtime: Runtime): Promise<StartedRole> {
  return serveApi(runtime, await startWorkingPipeline(runtime));
}
