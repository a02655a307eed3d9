/**
 * `docsift` verbs run in the test's process, through the runCli the bin runs: a spawn per verb
 * cost a second or more each on a busy machine.
 */
import { runCli } from '../src/run-cli.ts';

export interface CliAnswer {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCliInProcess(
  env: Record<string, string>,
  args: string[],
): Promise<CliAnswer> {
  const answer = { stdout: '', stderr: '' };
  const code = await runCli(args, {
    env: { ...process.env, ...env },
    stdout: { write: (text: string) => (answer.stdout += text) },
    stderr: { write: (text: string) => (answer.stderr += text) },
  });
  return { code, ...answer };
}
