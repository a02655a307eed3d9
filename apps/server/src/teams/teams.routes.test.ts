import type { Doctype, DoctypeList } from '@docsift/core/doctype';
import type { NotificationList } from '@docsift/core/notification';
import { maxDoctypes } from '@docsift/core/plans';
import type { RecordPage } from '@docsift/core/record';
import type { AcceptedInvitation, InviteResponse, Team } from '@docsift/core/team';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../../test/accounts.ts';
import {
  createDoctype,
  pipelineOf,
  setRole,
  uploadFiles,
  valuesOnly,
} from '../../test/documents.ts';
import { openEventStream } from '../../test/live-events.ts';
import { readMails } from '../../test/mailbox.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

const denied = { error: { code: 'permission-denied', message: 'Permission denied' } };

describe.each(dialects)('a doctype’s team on %s', (dialect) => {
  const suite = serverPerSuite(dialect, { pipeline: true, workers: false });

  async function sharedDoctype() {
    const author = await registerUser(suite.server.url, { displayName: 'Ada Author' });
    const member = await registerUser(suite.server.url, { displayName: 'Max Member' });
    const doctype = await createDoctype(author.client, { title: 'Team invoices' });
    const added = await author.client.post<InviteResponse>(`/api/doctypes/${doctype.id}/members`, {
      email: member.email.toUpperCase(),
    });
    expect(added.status).toBe(201);
    return { author, member, doctype };
  }

  /** The invitation link of the newest mail to `to`. */
  async function invitationToken(to: string): Promise<string> {
    const mails = (await readMails(suite.server.dataDir)).filter((m) => m.includes(`To: ${to}`));
    const token = mails.at(-1)?.match(/\/invitations\/([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no invitation mail to ${to}`);
    return token;
  }

  it('adds an existing account at once: listed, notified by mail and in the app, shown the doctype', async () => {
    const { author, member, doctype } = await sharedDoctype();
    const team = await member.client.get<Team>(`/api/doctypes/${doctype.id}/members`);
    expect(team.body).toEqual({
      members: [
        expect.objectContaining({ userId: author.me.uid, isAuthor: true, invitedBy: null }),
        expect.objectContaining({
          userId: member.me.uid,
          name: 'Max Member',
          email: member.email,
          isAuthor: false,
          invitedBy: { userId: author.me.uid, name: 'Ada Author' },
        }),
      ],
      invitations: [],
    });
    const listed = await member.client.get<DoctypeList>('/api/doctypes');
    expect(listed.body.doctypes.map((d) => [d.id, d.team.length])).toEqual([[doctype.id, 2]]);
    const { notifications } = (await member.client.get<NotificationList>('/api/notifications'))
      .body;
    expect(notifications).toEqual([
      expect.objectContaining({ message: 'team/shared', doctype: doctype.id }),
    ]);
    const mail = (await readMails(suite.server.dataDir)).find((m) =>
      m.includes(`To: ${member.email}`),
    );
    expect(mail).toContain(`/doctype/${doctype.id}`);
    expect(mail).toContain('Ada Author shared the document type "Team invoices" with you');

    const again = await author.client.post(`/api/doctypes/${doctype.id}/members`, {
      email: member.email,
    });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'team/already-member' } } });
  });

  it('lets a member upload, read and edit records, export and reparse; the uploader pays', async () => {
    const { author, member, doctype } = await sharedDoctype();
    const posted = await uploadFiles<CreateUploadsResponse>(member.client, doctype.id, [
      { name: 'a.pdf', bytes: suite.pdf },
    ]);
    expect(posted.status).toBe(201);
    const upload = posted.body.uploads[0]!;
    // The parse job debits the upload's author: the member who uploaded it.
    expect(upload.author).toBe(member.me.uid);
    const pipeline = pipelineOf(suite.server);
    await pipeline.saveOcr(upload.id, { pages: [] });
    const key = doctype.fields[0]!.key;
    await pipeline.completeParse(upload.id, {
      doctypeHash: doctype.hash,
      records: valuesOnly({ [key]: 'INV-1' }),
    });
    expect((await author.client.get<Upload>(`/api/uploads/${upload.id}`)).status).toBe(200);
    expect((await member.client.get(`/api/uploads/${upload.id}/file`)).status).toBe(200);
    const { records } = (await member.client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`))
      .body;
    const edited = await member.client.patch(
      `/api/doctypes/${doctype.id}/records/${records[0]!.id}`,
      {
        data: { [key]: 'INV-2' },
      },
    );
    expect(edited.status).toBe(200);
    const seen = (await author.client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)).body;
    expect(seen.records[0]!.data[key]).toBe('INV-2');
    const exported = await member.client.post(`/api/doctypes/${doctype.id}/exports`, {
      format: 'csv',
    });
    expect([exported.status, String(exported.body)]).toEqual([
      200,
      expect.stringContaining('INV-2'),
    ]);
    const reparse = await member.client.post(`/api/doctypes/${doctype.id}/reparse`, {
      upload: upload.id,
    });
    expect(reparse).toMatchObject({ status: 202, body: { queued: 1 } });
    // The doctype's author may delete any of its uploads.
    expect((await author.client.delete(`/api/uploads/${upload.id}`)).status).toBe(204);
  });

  it('refuses a member the author’s actions with 403 and changes nothing', async () => {
    const { author, member, doctype } = await sharedDoctype();
    await setRole(suite.server, member.me.uid, 'professional');
    const other = await registerUser(suite.server.url);
    const base = `/api/doctypes/${doctype.id}`;
    const refused: [string, string, unknown?][] = [
      ['DELETE', base],
      ['POST', `${base}/members`, { email: other.email }],
      ['DELETE', `${base}/members/${author.me.uid}`],
      ['PATCH', `${base}/inbound-mail`, { allowedSenders: ['@example.com'] }],
      ['GET', `/api/webhooks?target=${doctype.id}`],
      [
        'POST',
        '/api/webhooks',
        {
          trigger: 'doctype.records',
          target: doctype.id,
          title: 'Hook',
          webhookRequest: { httpMethod: 'POST', url: 'https://example.com/hook', headers: [] },
        },
      ],
    ];
    for (const [method, url, json] of refused) {
      const res = await member.client.request(method, url, json === undefined ? {} : { json });
      expect([method, url, res.status, res.body]).toEqual([method, url, 403, denied]);
    }
    const invited = await author.client.post<InviteResponse>(`${base}/members`, {
      email: uniqueEmail('invitee'),
    });
    const invitationId = 'invitation' in invited.body ? invited.body.invitation.id : '';
    const revoke = await member.client.delete(`${base}/invitations/${invitationId}`);
    expect(revoke.status).toBe(403);
    // Pending invitations are the author's to see.
    expect((await member.client.get<Team>(`${base}/members`)).body.invitations).toEqual([]);
    expect((await author.client.get<Team>(`${base}/members`)).body.members).toHaveLength(2);
    expect((await author.client.get(base)).status).toBe(200);
  });

  it('lets a member leave and the author remove one, at once; the author stays', async () => {
    const { author, member, doctype } = await sharedDoctype();
    const base = `/api/doctypes/${doctype.id}`;
    const stream = await openEventStream(member.client);
    await stream.nextBlock();
    const authorStays = await author.client.delete(`${base}/members/${author.me.uid}`);
    expect(authorStays).toMatchObject({
      status: 400,
      body: { error: { code: 'team/author-stays' } },
    });

    expect((await member.client.delete(`${base}/members/${member.me.uid}`)).status).toBe(204);
    // The leaving member's open pages hear of it, and the doctype is gone for them.
    expect(await stream.next()).toEqual({ type: 'team', doctype: doctype.id });
    stream.close();
    expect((await member.client.get(base)).status).toBe(404);
    expect((await member.client.get<DoctypeList>('/api/doctypes')).body.doctypes).toEqual([]);
    expect((await author.client.delete(`${base}/members/${member.me.uid}`)).status).toBe(404);

    await author.client.post(`${base}/members`, { email: member.email });
    expect((await member.client.get(base)).status).toBe(200);
    expect((await author.client.delete(`${base}/members/${member.me.uid}`)).status).toBe(204);
    expect((await member.client.get(base)).status).toBe(404);
    expect((await author.client.get<Team>(`${base}/members`)).body.members).toHaveLength(1);
  });

  it('counts only the doctypes a user authored against the plan limit', async () => {
    const { member } = await sharedDoctype();
    for (let i = 0; i < maxDoctypes('free'); i += 1) await createDoctype(member.client);
    expect((await member.client.get<DoctypeList>('/api/doctypes')).body.doctypes).toHaveLength(
      maxDoctypes('free') + 1,
    );
  });

  it('mails an unknown address an invitation that joins after registration, once', async () => {
    const author = await registerUser(suite.server.url, { displayName: 'Ada Author' });
    const doctype = await createDoctype(author.client, { title: 'Receipts' });
    const email = uniqueEmail('newcomer');
    const invited = await author.client.post<InviteResponse>(
      `/api/doctypes/${doctype.id}/members`,
      {
        email,
      },
    );
    expect(invited).toMatchObject({
      status: 202,
      body: { invitation: { email, invitedBy: { userId: author.me.uid, name: 'Ada Author' } } },
    });
    const team = (await author.client.get<Team>(`/api/doctypes/${doctype.id}/members`)).body;
    expect(team.invitations.map((i) => [i.email, i.expires - i.created])).toEqual([
      [email, 7 * 24 * 60 * 60 * 1000],
    ]);
    const token = await invitationToken(email);

    const stranger = await registerUser(suite.server.url);
    const wrong = await stranger.client.post(`/api/invitations/accept`, { token });
    expect(wrong).toMatchObject({
      status: 403,
      body: { error: { code: 'team/invitation-other-account' } },
    });
    const newcomer = await registerUser(suite.server.url, { email });
    const accepted = await newcomer.client.post<AcceptedInvitation>(`/api/invitations/accept`, {
      token,
    });
    expect(accepted).toMatchObject({
      status: 200,
      body: { doctype: doctype.id, title: 'Receipts' },
    });
    expect(
      (await newcomer.client.get<Doctype>(`/api/doctypes/${doctype.id}`)).body.team,
    ).toHaveLength(2);
    const members = (await author.client.get<Team>(`/api/doctypes/${doctype.id}/members`)).body;
    expect(members.invitations).toEqual([]);
    expect(members.members[1]).toMatchObject({
      email,
      invitedBy: { userId: author.me.uid },
    });
    const twice = await newcomer.client.post(`/api/invitations/accept`, { token });
    expect(twice).toMatchObject({ status: 409, body: { error: { code: 'team/invitation-used' } } });
    const unknown = await newcomer.client.post(`/api/invitations/accept`, { token: 'nope' });
    expect(unknown.status).toBe(404);
  });

  it('refuses an expired or revoked invitation with a clear error', async () => {
    const author = await registerUser(suite.server.url);
    const doctype = await createDoctype(author.client);
    const base = `/api/doctypes/${doctype.id}`;
    const late = uniqueEmail('late');
    await author.client.post(`${base}/members`, { email: late });
    const lateToken = await invitationToken(late);
    await suite.server.database.db
      .updateTable('doctype_invitations')
      .set({ expires_at: Date.now() - 1 })
      .where('email', '=', late)
      .execute();
    const lateUser = await registerUser(suite.server.url, { email: late });
    const expired = await lateUser.client.post(`/api/invitations/accept`, { token: lateToken });
    expect(expired).toMatchObject({
      status: 409,
      body: { error: { code: 'team/invitation-expired' } },
    });

    const revokedEmail = uniqueEmail('revoked');
    const invited = await author.client.post<InviteResponse>(`${base}/members`, {
      email: revokedEmail,
    });
    const revokedToken = await invitationToken(revokedEmail);
    const id = 'invitation' in invited.body ? invited.body.invitation.id : '';
    expect((await author.client.delete(`${base}/invitations/${id}`)).status).toBe(204);
    expect((await author.client.get<Team>(`${base}/members`)).body.invitations).toEqual([]);
    const revokedUser = await registerUser(suite.server.url, { email: revokedEmail });
    const revoked = await revokedUser.client.post(`/api/invitations/accept`, {
      token: revokedToken,
    });
    expect(revoked.status).toBe(404);
    expect((await revokedUser.client.get(base)).status).toBe(404);
  });

  it('refuses a malformed address with the field named', async () => {
    const author = await registerUser(suite.server.url);
    const doctype = await createDoctype(author.client);
    const res = await author.client.post(`/api/doctypes/${doctype.id}/members`, {
      email: 'not an address',
    });
    expect(res).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-argument', field: 'email' } },
    });
  });
});
