/** "Mark all read" (issue 25, polish): one request reads every unread notification of the caller. */
import type { MarkAllReadResponse, NotificationList } from '@docsift/core/notification';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, pipelineOf, uploadFiles } from '../../test/documents.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

describe.each(dialects)('notification routes on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  /** A user whose `count` uploads failed: a danger notification each. */
  async function userWithFailures(count: number) {
    const user = await registerUser(suite.server.url);
    const doctype = await createDoctype(user.client);
    const created = await uploadFiles<CreateUploadsResponse>(
      user.client,
      doctype.id,
      Array.from({ length: count }, (_, i) => ({ name: `scan-${i}.pdf`, bytes: suite.pdf })),
    );
    const pipeline = pipelineOf(suite.server);
    for (const upload of created.body.uploads)
      await pipeline.fail(upload.id, new Error('tesseract crashed'));
    return user;
  }

  const unreadOf = async (user: Awaited<ReturnType<typeof userWithFailures>>) =>
    (await user.client.get<NotificationList>('/api/notifications')).body.notifications.filter(
      (notification) => !notification.read,
    ).length;

  it('marks every unread notification of the caller read, and no one else’s', async () => {
    const owner = await userWithFailures(3);
    const other = await userWithFailures(1);
    expect(await unreadOf(owner)).toBe(3);
    const [first] = (await owner.client.get<NotificationList>('/api/notifications')).body
      .notifications;
    await owner.client.patch(`/api/notifications/${first!.id}`, { read: true });

    const marked = await owner.client.post<MarkAllReadResponse>('/api/notifications/read-all');
    expect(marked).toMatchObject({ status: 200, body: { updated: 2 } });
    expect(await unreadOf(owner)).toBe(0);
    expect(await unreadOf(other)).toBe(1);
    const again = await owner.client.post<MarkAllReadResponse>('/api/notifications/read-all');
    expect(again.body).toEqual({ updated: 0 });
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await fetch(`${suite.server.url}/api/notifications/read-all`, { method: 'POST' });
    expect(res.status).toBe(401);
  });
});
