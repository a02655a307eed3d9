/**
 * The `docsift` command, for bin/docsift.js (through cli.ts) and for tests that run a verb in
 * their own process. Each verb loads only what it needs: `extract`, `ocr` and `suggest` touch
 * neither the database nor the server, and `--help` loads commander alone (no zod).
 */
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { creditPools } from '@docsift/core/credit-pools';
import type { CreditPool } from '@docsift/core/credits';
import { AppError } from '@docsift/core/errors';
import { roles } from '@docsift/core/role-names';
import type { Role } from '@docsift/core/roles';
import type { ExtractCommandOptions } from '@docsift/extract/cli/extract';
import { APP_VERSION } from './platform/app-version.ts';
import type { CliIo } from './platform/cli-io.ts';
import { processIo } from './platform/cli-io.ts';
import type { RecordsCommandOptions } from './remote/records.command.ts';
import type { CliServices } from './roles/account-cli.ts';

/** Runs one command line (without node and the script) and resolves to its exit code. */
export async function runCli(args: string[], io: CliIo = processIo): Promise<number> {
  let exitCode = 0;
  const program = cliProgram(io, () => (exitCode = 1));
  try {
    await program.parseAsync(args, { from: 'user' });
    return exitCode;
  } catch (error) {
    // Commander has written its usage error or help; it would have exited with this code.
    if (error instanceof CommanderError) return error.exitCode;
    // Expected failures are one line on stderr; a stack trace is for bugs only.
    const message =
      error instanceof AppError
        ? `${error.code}: ${error.message}`
        : String((error as Error)?.message ?? error);
    io.stderr.write(`docsift: ${message}\n`);
    return 1;
  }
}

/** A fresh program per run: commander keeps the parsed options on it. */
function cliProgram(io: CliIo, fail: () => void): Command {
  const program = new Command('docsift')
    .version(APP_VERSION)
    .showHelpAfterError()
    // Set before the verbs are added, which inherit it: help and usage errors go to `io` and
    // end in runCli, not in process.exit.
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });

  program
    .command('extract')
    .description(
      'extract records from documents with a doctype definition; several files or a folder give one JSON line per file',
    )
    .argument(
      '<files...>',
      'PDF, image, DOCX, XLSX, ODS or CSV files, or folders of them (not their subfolders)',
    )
    .requiredOption(
      '--doctype <file>',
      'DOCTYPE.json: {title, mode, prompt, fields:[{caption, description, type}]}',
    )
    .option('--engine <engine>', 'offline or llm', oneOf(['offline', 'llm']), 'offline')
    .option('--json', 'compact JSON output', false)
    .option('--jsonl', 'one JSON line per file, even for a single file', false)
    .action(async (files: string[], options: ExtractCommandOptions) => {
      const { extractCommand } = await import('@docsift/extract/cli/extract');
      if (!(await extractCommand(files, options))) fail();
    });

  program
    .command('ocr')
    .description('print the OCR JSON of a document')
    .argument('<file>', 'PDF, image, DOCX, XLSX, ODS or CSV')
    .action(async (file: string) => {
      const { ocrCommand } = await import('@docsift/extract/cli/ocr');
      await ocrCommand(file);
    });

  program
    .command('suggest')
    .description('print fields suggested from a document')
    .argument('<file>', 'PDF, image, DOCX, XLSX, ODS or CSV')
    .option('--language <language>', 'en or de', oneOf(['en', 'de']), 'en')
    .action(async (file: string, options: { language: 'en' | 'de' }) => {
      const { suggestCommand } = await import('@docsift/extract/cli/suggest');
      await suggestCommand(file, options);
    });

  program
    .command('serve')
    .description('run the server: all roles (embedded) or one of api, worker, smtp')
    .option(
      '--role <role>',
      'all, api, worker or smtp',
      oneOf(['all', 'api', 'worker', 'smtp']),
      'all',
    )
    .action(async (options: { role: 'all' | 'api' | 'worker' | 'smtp' }) => {
      const { serve } = await import('./server/serve.ts');
      await serve(options.role);
    });

  program
    .command('migrate')
    .description('apply pending database migrations')
    .action(async () => {
      const { migrate } = await import('./server/migrate.ts');
      await migrate(io);
    });

  program
    .command('openapi')
    .description(
      'print the OpenAPI document of the API (as served at /api/openapi.json with this PUBLIC_URL)',
    )
    .action(async () => {
      const { openapiCommand } = await import('./server/openapi.command.ts');
      await openapiCommand(io);
    });

  program
    .command('migrate-to-postgres')
    .description(
      'copy a stopped embedded instance (SQLite and files) into DATABASE_URL and the configured storage, verified; run again to resume',
    )
    .requiredOption('--from <dir>', "the embedded instance's DATA_DIR")
    .action(async (options: { from: string }) => {
      const { openRuntime } = await import('./platform/runtime.ts');
      const { migrateToPostgresCommand } =
        await import('./migrate-to-postgres/migrate-to-postgres.command.ts');
      const runtime = await openRuntime({ env: io.env, logTo: io.stderr, checkStorage: true });
      try {
        if (!(await migrateToPostgresCommand(runtime, options))) fail();
      } finally {
        await runtime.database.close();
      }
    });

  const roleOption = [
    '--role <role>',
    'free, starter, professional or admin',
    oneOf(roles),
  ] as const;

  const users = program.command('users').description('manage accounts');
  users
    .command('create')
    .description('create an account with a password')
    .requiredOption('--email <email>', 'e-mail address')
    .requiredOption('--password <password>', 'at least 6 characters')
    .option(...roleOption, 'free')
    .action(async (options: { email: string; password: string; role: Role }) => {
      const { parseNewUser, createUserCommand } = await import('./accounts/users.command.ts');
      const user = parseNewUser(options);
      await withAccountServices(io, (services) => createUserCommand(services, user));
    });
  users
    .command('set-role')
    .description("change an account's role")
    .requiredOption('--email <email>', 'e-mail address')
    .requiredOption(...roleOption)
    .action(async (options: { email: string; role: Role }) => {
      const { setRoleCommand } = await import('./accounts/users.command.ts');
      await withAccountServices(io, (services) => setRoleCommand(services, options));
    });

  const credits = program.command('credits').description("manage accounts' credits");
  credits
    .command('grant')
    .description(
      'add credits to an account, or take them away with a negative number (a correction)',
    )
    .requiredOption('--email <email>', 'e-mail address of the account')
    .requiredOption('--credits <n>', 'a whole number; negative takes credits away', wholeNumber)
    .option(
      '--pool <pool>',
      "extra (never lapses) or count (this period's plan allowance)",
      oneOf(creditPools),
      'extra',
    )
    .action(async (options: { email: string; credits: number; pool: CreditPool }) => {
      const { grantCreditsCommand } = await import('./credits/credits.command.ts');
      await withAccountServices(io, (services) => grantCreditsCommand(services, options));
    });

  const apiKeys = program.command('api-keys').description('manage API keys');
  apiKeys
    .command('create')
    .description('create an API key for an account; prints the key alone on the last line')
    .requiredOption('--email <email>', 'e-mail address of the account')
    .option('--name <name>', 'a label for the key', 'cli')
    .action(async (options: { email: string; name: string }) => {
      const { createApiKeyCommand } = await import('./api-keys/api-keys.command.ts');
      await withAccountServices(io, (services) => createApiKeyCommand(services, options));
    });
  apiKeys
    .command('list')
    .description("list an account's API keys: id, prefix, created, last used, name (never the key)")
    .requiredOption('--email <email>', 'e-mail address of the account')
    .action(async (options: { email: string }) => {
      const { listApiKeysCommand } = await import('./api-keys/api-keys.command.ts');
      await withAccountServices(io, (services) => listApiKeysCommand(services, options));
    });
  apiKeys
    .command('revoke')
    .description('delete an API key of an account; it stops working at once')
    .requiredOption('--email <email>', 'e-mail address of the account')
    .requiredOption('--id <id>', 'the key id shown by `api-keys list`')
    .action(async (options: { email: string; id: string }) => {
      const { revokeApiKeyCommand } = await import('./api-keys/api-keys.command.ts');
      await withAccountServices(io, (services) => revokeApiKeyCommand(services, options));
    });

  const remote =
    '\nTalks to the running server at DOCSIFT_URL as the owner of the API key DOCSIFT_API_KEY.\n';
  program
    .command('upload')
    .description(
      'upload files to a doctype on a running server and wait until each is processed; one line per file: name, upload id, state, detail',
    )
    .argument('<files...>', 'PDF, image, DOCX, XLSX, ODS or CSV files')
    .requiredOption('--doctype <id>', 'the doctype id (doctype-…)')
    .option('--no-wait', 'stop once the files are stored, before they are processed')
    .addHelpText('after', remote)
    .action(async (files: string[], options: { doctype: string; wait: boolean }) => {
      const { uploadCommand } = await import('./remote/upload.command.ts');
      if (!(await uploadCommand(io, files, options))) fail();
    });

  program
    .command('records')
    .description("print a doctype's records from a running server, as its export writes them")
    .requiredOption('--doctype <id>', 'the doctype id (doctype-…)')
    .option(
      '--filter <filter>',
      'FIELD:OP:VALUE, FIELD a caption or key, OP one of == != > >= < <= includes not-includes; repeatable',
      (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
    )
    .option('--sort <sort>', 'FIELD:asc or FIELD:desc')
    .option('--q <text>', 'only records with this text in any value')
    .option('--format <format>', 'json or csv', oneOf(['json', 'csv']), 'json')
    .addHelpText('after', remote)
    .action(async (options: RecordsCommandOptions) => {
      const { recordsCommand } = await import('./remote/records.command.ts');
      await recordsCommand(io, options);
    });

  const doctypes = program.command('doctypes').description('manage document types');
  doctypes
    .command('share')
    .description(
      "add an account to a doctype's team, or mail an invitation to an address without one",
    )
    .requiredOption('--email <email>', "e-mail address of the doctype's author")
    .requiredOption('--doctype <id>', 'the doctype id')
    .requiredOption('--with <email>', 'e-mail address to share it with')
    .action(async (options: { email: string; doctype: string; with: string }) => {
      const { shareDoctypeCommand } = await import('./teams/share.command.ts');
      await withAccountServices(io, (services) => shareDoctypeCommand(services, options));
    });

  return program;
}

/** Account verbs run over the account services, which open (and migrate) the database. */
async function withAccountServices(io: CliIo, run: (services: CliServices) => Promise<string>) {
  const cli = await import('./roles/account-cli.ts');
  io.stdout.write(await cli.withAccountServices(io, run));
}

function wholeNumber(value: string): number {
  if (!/^-?\d{1,9}$/.test(value)) throw new InvalidArgumentError('expected a whole number');
  return Number(value);
}

function oneOf<T extends string>(choices: readonly T[]) {
  return (value: string): T => {
    if (!(choices as readonly string[]).includes(value)) {
      throw new InvalidArgumentError(`expected one of: ${choices.join(', ')}`);
    }
    return value as T;
  };
}
