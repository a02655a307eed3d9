/** The id of the signed-in shell's catch-all route; the auth guard lets it through signed out. */
export const UNKNOWN_PATH_ROUTE_ID = 'unknown-path';
