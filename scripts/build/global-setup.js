// Vitest's global setup of the projects whose tests start `docsift` (bin/docsift.js runs the
// compiled CLI): compiles it first when its sources changed since it was built.
import { buildServer } from './server.js';

export async function setup() {
  await buildServer();
}
