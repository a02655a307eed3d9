/**
 * Turns a failed PostgreSQL connection into one line an operator can act on: which part of
 * DATABASE_URL is wrong and what to check. Unknown failures return undefined.
 */
interface PgConnectError {
  code?: string;
  message?: string;
}

/** pg-pool's error when connectionTimeoutMillis passes; it carries no code. */
const CONNECT_TIMEOUT_MESSAGE = 'Connection terminated due to connection timeout';

export function postgresConnectionProblem(error: unknown, databaseUrl: string): string | undefined {
  const { code, message } = (error ?? {}) as PgConnectError;
  const target = describeTarget(databaseUrl);
  if (message === CONNECT_TIMEOUT_MESSAGE)
    return `PostgreSQL at ${target.host} is unreachable (no answer within the connect timeout): check that the server runs and DATABASE_URL names its host and port`;
  switch (code) {
    case 'ECONNREFUSED':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return `PostgreSQL at ${target.host} is unreachable (${code}): check that the server runs and DATABASE_URL names its host and port`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `PostgreSQL host ${target.hostname} cannot be resolved (${code}): check the host name in DATABASE_URL`;
    case '28P01':
    case '28000':
      return `PostgreSQL refused user ${target.user} (${code}: ${message}): check the user name and password in DATABASE_URL`;
    case '3D000':
      return `PostgreSQL database ${target.database} does not exist on ${target.host}: create it (createdb ${target.database}) or fix the database name in DATABASE_URL`;
    default:
      return undefined;
  }
}

/** The parts of the URL worth naming; never the password. */
function describeTarget(databaseUrl: string) {
  try {
    const url = new URL(databaseUrl);
    return {
      host: url.host || 'localhost',
      hostname: url.hostname || 'localhost',
      user: decodeURIComponent(url.username) || '(default)',
      database: decodeURIComponent(url.pathname.slice(1)) || '(default)',
    };
  } catch {
    return {
      host: '(unparsed)',
      hostname: '(unparsed)',
      user: '(unparsed)',
      database: '(unparsed)',
    };
  }
}
