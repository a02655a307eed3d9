import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, packagesOf, reachableFrom } from '../../test/module-graph.ts';

const src = path.resolve(import.meta.dirname, '..');
const relative = (files: Iterable<string>) => [...files].map((file) => path.relative(src, file));

describe('composition roots', () => {
  it.each(['worker', 'smtp'])(
    'the %s role loads no HTTP routes but the probes and metrics',
    (role) => {
      const routes = relative(reachableFrom(path.join(src, `roles/${role}.ts`))).filter((file) =>
        file.endsWith('.routes.ts'),
      );
      expect(routes.sort()).toEqual([
        'platform/http/health.routes.ts',
        'platform/metrics/metrics.routes.ts',
      ]);
    },
  );

  it('serve imports each role root only when that role runs', () => {
    const serve = path.join(src, 'server/serve.ts');
    const eager = relative(reachableFrom(serve, { withDynamic: false }));
    expect(eager.filter((file) => file.startsWith('roles/'))).toEqual([]);
    expect(relative(importsOf(serve)).filter((file) => file.startsWith('roles/'))).toEqual([
      'roles/all.ts',
      'roles/api.ts',
      'roles/worker.ts',
      'roles/smtp.ts',
    ]);
  });

  it('loads the S3 client only for a deployment with S3_* set', () => {
    const serve = path.join(src, 'server/serve.ts');
    const eager = relative(reachableFrom(serve, { withDynamic: false }));
    expect(eager).toContain('platform/storage/create-storage.ts');
    expect(eager.filter((file) => file.includes('s3'))).toEqual([]);
    expect(relative(reachableFrom(serve))).toContain('platform/storage/s3-storage.ts');
  });

  it('loads the PostgreSQL and Redis drivers only for a deployment that uses them', () => {
    const roles = ['all', 'api', 'worker', 'smtp'].map((role) =>
      path.join(src, `roles/${role}.ts`),
    );
    const eager = new Set(
      roles.flatMap((role) => [...reachableFrom(role, { withDynamic: false })]),
    );
    const drivers = [...eager].flatMap((file) =>
      packagesOf(file)
        .filter((name) => ['pg', 'pg-boss', 'ioredis'].includes(name))
        .map((name) => `${path.relative(src, file)} imports ${name}`),
    );
    expect(drivers).toEqual([]);
    expect(relative(reachableFrom(roles[0]!))).toEqual(
      expect.arrayContaining([
        'platform/queue/pg-boss-queue.ts',
        'platform/events/postgres-event-bus.ts',
        'platform/redis/redis.ts',
      ]),
    );
  });

  it('no domain module imports a composition root', () => {
    const entries = ['cli.ts', 'run-cli.ts'];
    const domainFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => !/^(roles|server)\//.test(file) && !entries.includes(file));
    const reachingUp = domainFiles.filter((file) =>
      importsOf(path.join(src, file)).some((imported) =>
        /^(roles|server)\//.test(path.relative(src, imported)),
      ),
    );
    expect(reachingUp).toEqual([]);
  });
});
