/**
 * The dashboard's cards (issue 25, polish): per doctype of the caller's list, how many uploads and
 * records it holds, when an upload last changed, and how many are still in work or failed.
 */
import type { CreateUploadsResponse, UploadSummaryList } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, pipelineOf, uploadFiles, valuesOnly } from '../../test/documents.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

describe.each(dialects)('upload summaries on %s', (dialect) => {
  // No pipeline: an upload stays where the test leaves it.
  const suite = serverPerSuite(dialect);

  it('counts uploads, records, work in progress and failures of each listed doctype', async () => {
    const owner = await registerUser(suite.server.url);
    const other = await registerUser(suite.server.url);
    const invoices = await createDoctype(owner.client, { title: 'Invoices' });
    const empty = await createDoctype(owner.client, { title: 'Empty' });
    const draft = await createDoctype(owner.client, { title: 'Draft', via: 'wizard' });
    const foreign = await createDoctype(other.client, { title: 'Foreign' });
    const before = Date.now();
    const created = await uploadFiles<CreateUploadsResponse>(owner.client, invoices.id, [
      { name: 'done.pdf', bytes: suite.pdf },
      { name: 'failed.pdf', bytes: suite.pdf },
      { name: 'waiting.pdf', bytes: suite.pdf },
    ]);
    const [done, failed] = created.body.uploads;
    const pipeline = pipelineOf(suite.server);
    await pipeline.saveOcr(done!.id, { pages: [] });
    await pipeline.completeParse(done!.id, {
      doctypeHash: invoices.hash,
      records: valuesOnly({ field_a: 1 }, { field_a: 2 }),
    });
    await pipeline.fail(failed!.id, new Error('tesseract crashed'));
    for (const doctype of [draft, foreign])
      await uploadFiles(doctype === foreign ? other.client : owner.client, doctype.id, [
        { name: 'elsewhere.pdf', bytes: suite.pdf },
      ]);

    const res = await owner.client.get<UploadSummaryList>('/api/uploads/summaries');
    expect(res.status).toBe(200);
    // A doctype without uploads has no summary; drafts and other users' doctypes are not listed.
    expect(res.body.summaries).toEqual([
      {
        doctype: invoices.id,
        uploads: 3,
        records: 2,
        processing: 1,
        failed: 1,
        lastActivity: expect.any(Number),
      },
    ]);
    expect(res.body.summaries[0]!.lastActivity).toBeGreaterThanOrEqual(before);
    expect(res.body.summaries.map(({ doctype }) => doctype)).not.toContain(empty.id);

    const foreignView = await other.client.get<UploadSummaryList>('/api/uploads/summaries');
    expect(foreignView.body.summaries).toEqual([
      expect.objectContaining({ doctype: foreign.id, uploads: 1, records: 0, processing: 1 }),
    ]);
  });

  it('answers a caller without doctypes an empty list, and nobody signed out', async () => {
    const fresh = await registerUser(suite.server.url);
    expect(await fresh.client.get('/api/uploads/summaries')).toMatchObject({
      status: 200,
      body: { summaries: [] },
    });
    const res = await fetch(`${suite.server.url}/api/uploads/summaries`);
    expect(res.status).toBe(401);
  });
});
