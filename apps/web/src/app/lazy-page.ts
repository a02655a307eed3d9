import type { ComponentType } from 'react';

/** A route `lazy` that loads one named page component from its own chunk. */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await load())[name] as ComponentType });
}
