/** The worker role's composition root: the pipeline with its job handlers; no HTTP routes but health. */
import type { Runtime } from '../platform/runtime.ts';
import { healthOnlyServer } from './health-only-server.ts';
import type { Pipeline } from './pipeline.ts';
import { createPipeline } from './pipeline.ts';
import type { StartedRole } from './started-role.ts';

/** A pipeline whose job handlers run in this process. */
export async function startWorkingPipeline(runtime: Runtime): Promise<Pipeline> {
  const pipeline = await createPipeline(runtime);
  await pipeline.startWorkers();
  return pipeline;
}

export async function start(runtime: Runtime): Promise<StartedRole> {
  const pipeline = await startWorkingPipeline(runtime);
  return {
    http: await healthOnlyServer(runtime, pipeline.documents.storage),
    close: (graceMs) => pipeline.close(graceMs),
  };
}
