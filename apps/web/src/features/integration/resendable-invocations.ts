import type { WebhookInvocation } from '@docsift/core/webhook';

/**
 * The attempts that offer "Resend": the newest listed attempt of each delivery none of whose
 * listed attempts succeeded (attempts made before invocations named their delivery have none).
 * `invocations` come newest first, as the server lists them.
 */
export function resendableIds(invocations: WebhookInvocation[]): Set<string> {
  const seen = new Set<string>();
  const delivered = new Set(
    invocations.filter(({ error }) => error == null).map(({ delivery }) => delivery),
  );
  const ids = new Set<string>();
  for (const { id, delivery } of invocations) {
    if (delivery == null || seen.has(delivery)) continue;
    seen.add(delivery);
    if (!delivered.has(delivery)) ids.add(id);
  }
  return ids;
}
