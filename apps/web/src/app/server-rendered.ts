import type { QueryClient } from '@tanstack/react-query';
import type { AuthProviders } from '../features/auth/auth-api.ts';
import { authProvidersQueryKey } from '../features/auth/auth-api.ts';

/** Marks #root as server-rendered (app/server-render.tsx), so main.tsx hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

const SERVER_STATE_ID = 'server-state';

/** What the server knew when it rendered the page; hydration must start from the same. */
export interface ServerState {
  authProviders: AuthProviders | null;
}

export function seedServerState(queryClient: QueryClient, state: ServerState): void {
  if (state.authProviders) queryClient.setQueryData(authProvidersQueryKey, state.authProviders);
}

/** A JSON data block: not run, so the content security policy needs no exception for it. */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

export function readServerState(): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : undefined;
}
