/** The worker role's composition root: the pipeline with its job handlers; no HTTP routes but health. */
import type { Runtime } from '../platform/runtime.ts';
import { healthOnlyServer } from './health-only-server.ts';
import type { Pipeline, PipelineDeps } from './pipeline.ts';
import { createPipeline } from './pipeline.ts';
import type { StartedRole } from './started-role.ts';

/** The runtime, and the extraction a test gives instead of child processes. */
type WorkerRuntime = Runtime & Pick<PipelineDeps, 'pool'>;

/** A pipeline whose job handlers run in this process. */
export async function startWorkingPipeline(runtime: WorkerRuntime): Promise<Pipeline> {
  const pipeline = await createPipeline(runtime);
  await pipeline.startWorkers();
  return pipeline;
}

export async function start(runtime: WorkerRuntime): Promise<StartedRole> {
  const pipeline = await startWorkingPipeline(runtime);
  return {
    http: await healthOnlyServer(runtime, pipeline.documents.storage),
    close: (graceMs) => pipeline.close(graceMs),
  };
}
