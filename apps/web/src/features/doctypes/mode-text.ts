import type { DoctypeMode } from '@docsift/core/doctype';

/** Translation key part of a mode: i18next reads ':' as its namespace separator, so `one:single` becomes `one_single`. */
export function modeKey(mode: DoctypeMode): string {
  return mode.replace(':', '_');
}
