/** bin/docsift.js runs this (compiled): the command line of this process, with its streams. */
import { runCli } from './run-cli.ts';

process.exitCode = await runCli(process.argv.slice(2));
