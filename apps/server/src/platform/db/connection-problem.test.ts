import { describe, expect, it } from 'vitest';
import { postgresConnectionProblem } from './connection-problem.ts';

const url = 'postgres://app:s3cret@db.internal:6543/docsift';

describe('postgresConnectionProblem', () => {
  // The local test server trusts every user, so a wrong password is only reachable here.
  it('names the user on a wrong password and never the password', () => {
    const line = postgresConnectionProblem(
      { code: '28P01', message: 'password authentication failed for user "app"' },
      url,
    );
    expect(line).toBe(
      'PostgreSQL refused user app (28P01: password authentication failed for user "app"): check the user name and password in DATABASE_URL',
    );
    expect(line).not.toContain('s3cret');
  });

  it('leaves failures it cannot explain to the caller', () => {
    expect(postgresConnectionProblem({ code: '42P01', message: 'x' }, url)).toBeUndefined();
    expect(postgresConnectionProblem(undefined, url)).toBeUndefined();
  });
});
