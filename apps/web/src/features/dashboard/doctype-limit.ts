import type { Doctype } from '@docsift/core/doctype';
import { maxDoctypes } from '@docsift/core/plans';
import type { Role } from '@docsift/core/roles';

/**
 * The plan's doctype limit when the user has reached it, else null: the server counts the ready
 * doctypes the user wrote (shared ones are their authors', drafts hold no place).
 */
export function reachedDoctypeLimit(
  me: { uid: string; role: Role },
  doctypes: readonly Pick<Doctype, 'author' | 'state'>[],
): number | null {
  const max = maxDoctypes(me.role);
  const own = doctypes.filter((doctype) => doctype.author === me.uid && doctype.state === 'ready');
  return own.length >= max ? max : null;
}
