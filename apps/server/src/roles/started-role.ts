import type { HttpServer } from '../platform/http/http-server.ts';
import type { Runtime } from '../platform/runtime.ts';

/** A role running in this process: its HTTP server (not yet listening) and how to stop the rest. */
export interface StartedRole {
  http: HttpServer;
  /**
   * Stops what the role started besides the HTTP server (which `serve` closes first), letting
   * running jobs finish for up to `graceMs`.
   */
  close(graceMs: number): Promise<void>;
}

/** What each role's composition root exports. */
export type StartRole = (runtime: Runtime) => Promise<StartedRole>;
