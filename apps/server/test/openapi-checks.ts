/**
 * The OpenAPI document as independent tools read it: Redocly's linter (its CLI, as CI and
 * users run it) and Ajv in strict mode compiling every schema as JSON Schema 2020-12.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

const redoclyCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

/** `redocly lint --extends recommended`, offline: no telemetry, no update check. */
export async function redoclyLint(document: OpenAPIV3_1.Document): Promise<LintProblem[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsift-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const run = promisify(execFile)(
      process.execPath,
      [redoclyCli, 'lint', '--extends', 'recommended', '--format', 'json', file],
      {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    // A lint with errors exits 1; its report is on stdout all the same.
    const { stdout } = await run.catch((error: { stdout?: string }) => {
      if (!error.stdout) throw error;
      return { stdout: error.stdout };
    });
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every schema of the document with where it stands, components first. */
function schemasOf(document: OpenAPIV3_1.Document): [string, object][] {
  const found: [string, object][] = [];
  const content = (where: string, media?: Record<string, OpenAPIV3_1.MediaTypeObject>) => {
    for (const [type, { schema }] of Object.entries(media ?? {}))
      if (schema) found.push([`${where} ${type}`, schema]);
  };
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {}))
    found.push([`components.schemas.${name}`, schema]);
  for (const [name, response] of Object.entries(document.components?.responses ?? {}))
    content(`components.responses.${name}`, (response as OpenAPIV3_1.ResponseObject).content);
  for (const [route, item] of Object.entries(document.paths ?? {}))
    for (const method of methods) {
      const operation = item?.[method];
      if (!operation) continue;
      const where = `${method} ${route}`;
      for (const parameter of (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[])
        if (parameter.schema)
          found.push([`${where} ${parameter.in} ${parameter.name}`, parameter.schema]);
      content(`${where} body`, (operation.requestBody as OpenAPIV3_1.RequestBodyObject)?.content);
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        content(`${where} ${status}`, (response as OpenAPIV3_1.ResponseObject).content);
    }
  return found;
}

const componentId = (name: string) => `urn:docsift:schemas:${name}`;

/**
 * Compiles every schema with Ajv 2020-12 in strict mode (unknown keywords and formats refused),
 * knowing only the OpenAPI 3.1 vocabulary and the formats of its registry besides the standard
 * ones; answers each refusal with where it stands.
 */
export function strictSchemaProblems(document: OpenAPIV3_1.Document): string[] {
  // A field value is a string, number, boolean or null: JSON Schema spells that as a type list,
  // which strict mode refuses unless allowed.
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats.default(ajv);
  ajv.addVocabulary(['discriminator', 'xml', 'externalDocs', 'example']);
  for (const format of ['int32', 'int64', 'float', 'double'])
    ajv.addFormat(format, { type: 'number', validate: () => true });
  for (const format of ['binary', 'password']) ajv.addFormat(format, true);
  // Components are added under ids of their own, and refs to them point there.
  const withRefs = (schema: object) =>
    JSON.parse(
      JSON.stringify(schema).replace(/"#\/components\/schemas\/([^"]+)"/g, (_, name: string) =>
        JSON.stringify(componentId(name)),
      ),
    ) as object;
  const components = Object.entries(document.components?.schemas ?? {});
  const problems: string[] = [];
  for (const [name, schema] of components) {
    try {
      ajv.addSchema({ ...withRefs(schema), $id: componentId(name) });
    } catch (error) {
      problems.push(`components.schemas.${name}: ${(error as Error).message}`);
    }
  }
  for (const [where, schema] of schemasOf(document)) {
    try {
      ajv.compile(withRefs(schema));
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
  }
  return problems;
}
