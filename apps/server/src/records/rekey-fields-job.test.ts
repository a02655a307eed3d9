/**
 * The rekey job as the worker runs it: queued by a PATCH of the fields, or on the worker's
 * start for a mark whose job was lost; when it ends the doctype's team hears doctype-changed,
 * and the records page stops naming the fields as being re-indexed.
 */
import type { Doctype } from '@docsift/core/doctype';
import type { RecordPage } from '@docsift/core/record';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import { openEventStream } from '../../test/live-events.ts';
import { addParsedUpload } from '../../test/records.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import { markStaleFields } from './repository/field-rekeys.ts';

const fields = [
  { key: 'field_name', caption: 'Name', type: 'string' as const },
  { key: 'field_total', caption: 'Total', type: 'number' as const },
];
const asNumbers = [{ key: 'field_name', caption: 'Name', type: 'number' as const }, fields[1]!];

describe.each(dialects)('the rekey job on %s', (dialect) => {
  // Workers start in the test, after the jobs are queued (or not).
  const suite = serverPerSuite(dialect, { pipeline: true, workers: false });

  it('runs for a PATCH of the fields and for a mark left without a job, then tells the team', async () => {
    const { client } = await registerUser(suite.server.url);
    const { db } = suite.server.database;
    const patched = await createDoctype(client, { fields });
    const orphaned = await createDoctype(client, { fields });
    // A file the scan refuses: the scans queued for the uploads run once the workers start, and
    // a parse would replace the records written here.
    const unreadable = Buffer.from('%PDF-1.7\n%%EOF\n');
    for (const doctype of [patched, orphaned])
      await addParsedUpload(suite.server, client, doctype, unreadable, [{ field_name: 7 }]);
    const events = await openEventStream(client);
    const nextChanged = async () => {
      for (;;) {
        const event = await events.next();
        if (event.type === 'doctype-changed') return event.doctype;
      }
    };
    const reindexing = async (doctype: Doctype) =>
      (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)).body.reindexing;

    expect((await client.patch(`/api/doctypes/${patched.id}`, { fields: asNumbers })).status).toBe(
      200,
    );
    expect(await nextChanged()).toBe(patched.id);
    // A change whose job was never queued (the process died between the two).
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('doctypes')
        .set({ fields: JSON.stringify(asNumbers) })
        .where('id', '=', orphaned.id)
        .execute();
      await markStaleFields(
        trx,
        orphaned.id,
        { fields, reviewThreshold: 0.7 },
        { fields: asNumbers, reviewThreshold: 0.7 },
      );
    });
    expect(await reindexing(patched)).toEqual(['field_name']);
    expect(await reindexing(orphaned)).toEqual(['field_name']);

    await suite.server.pipeline!.startWorkers();
    const announced = [await nextChanged(), await nextChanged()];
    events.close();
    expect(announced.sort()).toEqual([patched.id, orphaned.id].sort());
    for (const doctype of [patched, orphaned]) {
      expect(await reindexing(doctype)).toBeUndefined();
      const keys = await db
        .selectFrom('record_values')
        .select(['key_number', 'key_text'])
        .where('doctype_id', '=', doctype.id)
        .where('field_key', '=', 'field_name')
        .execute();
      expect(keys).toEqual([{ key_number: 7, key_text: '' }]);
    }
  });
});
