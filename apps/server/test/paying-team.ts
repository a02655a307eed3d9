/**
 * An author's single-mode doctype shared with a member, each with plan credits: what the tests
 * of who pays a member's parse start from (pipeline/deleted-payer, pipeline/recorded-payer).
 */
import type { Doctype } from '@docsift/core/doctype';
import { expect } from 'vitest';
import { registerUser } from './accounts.ts';
import { setPlanCredits } from './credits.ts';
import { createDoctype } from './documents.ts';
import type { TestServer } from './test-server.ts';

export async function payingTeam(server: Pick<TestServer, 'url' | 'database'>) {
  const author = await registerUser(server.url);
  const member = await registerUser(server.url);
  await setPlanCredits(server.database, author.me.uid, 50);
  await setPlanCredits(server.database, member.me.uid, 10);
  const doctype: Doctype = await createDoctype(author.client, {
    mode: 'single',
    fields: [{ caption: 'Invoice number', type: 'string' }],
  });
  const added = await author.client.post(`/api/doctypes/${doctype.id}/members`, {
    email: member.email,
  });
  expect(added.status).toBe(201);
  return { author, member, doctype };
}
