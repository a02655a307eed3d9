/** The smtp role's composition root: inbound mail is not built yet, so it answers only the health check. */
import type { Runtime } from '../platform/runtime.ts';
import { healthOnlyServer } from './health-only-server.ts';
import type { StartedRole } from './started-role.ts';

export async function start(runtime: Runtime): Promise<StartedRole> {
  return { http: await healthOnlyServer(runtime), close: async () => {} };
}
