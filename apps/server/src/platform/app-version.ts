import serverPackage from '../../package.json' with { type: 'json' };

/** The version `GET /api/health` and `docsift --version` report: package.json's, never a copy. */
export const APP_VERSION = serverPackage.version;
