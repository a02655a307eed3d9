/**
 * The LLM engine learning from a correction, across processes: the deployment's extraction
 * processes talk to a loopback model server over the OpenAI-compatible wire protocol. A person
 * corrects the first invoice of a sender's layout through the API; the next invoice of that
 * layout is sent to the model with the corrected document and values as a worked example, an
 * invoice of another layout without one, and so is the layout's next invoice once forgotten.
 */
import type { Doctype } from '@docsift/core/doctype';
import type { LessonCounts } from '@docsift/core/lessons';
import type { DocRecord, RecordPage } from '@docsift/core/record';
import {
  makeInvoicePdf,
  makeSenderInvoicePdf,
  startFakeModelServer,
  type FakeModelServer,
  type RecordedRequest,
} from '@docsift/extract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { settledUpload, uploadOne } from '../../test/settled-uploads.ts';
import { dialects, startTestServer, type TestServer } from '../../test/test-server.ts';

const first = { reference: 'VG-2025-0042', date: '03.02.2025', net: '1.000,00', gross: '1.190,00' };
const second = {
  reference: 'VG-2025-0117',
  date: '11.03.2025',
  net: '2.480,50',
  gross: '2.951,80',
};

describe.each(dialects)('the LLM engine’s worked example on %s', (dialect) => {
  let model: FakeModelServer;
  let server: TestServer;
  beforeAll(async () => {
    model = await startFakeModelServer();
    server = await startTestServer(dialect, {
      pipeline: true,
      extraction: 'processes',
      env: {
        EXTRACTOR: 'llm',
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: `${model.origin}/v1`,
        LLM_MODEL: 'test-model',
        LLM_MAX_RETRIES: '0',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await model?.close();
  });

  /** The system message of the model request made for the upload's document. */
  async function parsedSystemMessage(
    client: HttpClient,
    doctype: Doctype,
    name: string,
    bytes: Buffer,
  ): Promise<{ system: string; record: DocRecord }> {
    const before = model.requests.length;
    const upload = await uploadOne(client, doctype, name, bytes);
    expect(await settledUpload(client, upload.id)).toMatchObject({ state: 'done', error: null });
    const sent: RecordedRequest[] = model.requests.slice(before);
    expect(sent).toHaveLength(1);
    const page = await client.get<RecordPage>(
      `/api/doctypes/${doctype.id}/records?upload=${upload.id}`,
    );
    return { system: sent[0]!.body.messages[0].content, record: page.body.records[0]! };
  }

  it(
    'shows the corrected invoice and its values to the model for the next invoice of its layout only',
    { timeout: 180_000 },
    async () => {
      const { client } = await registerUser(server.url);
      const doctype = await createDoctype(client, {
        fields: [
          { caption: 'Invoice number', description: 'Invoice number', type: 'string' },
          { caption: 'Total', description: 'Total', type: 'number' },
        ],
      });
      const [reference, total] = doctype.fields.map((field) => field.key) as [string, string];
      // A model that misses the reference under "Vorgang", as a person then corrects.
      model.setFallback(() => ({ content: JSON.stringify({ [reference]: null, [total]: 1190 }) }));

      const corrected = await parsedSystemMessage(
        client,
        doctype,
        'first.pdf',
        await makeSenderInvoicePdf(first),
      );
      expect(corrected.system).not.toContain('<example-document>');
      const patched = await client.patch<DocRecord>(
        `/api/doctypes/${doctype.id}/records/${corrected.record.id}`,
        { data: { [reference]: first.reference } },
      );
      expect(patched.status).toBe(200);
      await expect
        .poll(
          async () =>
            (await client.get<LessonCounts>(`/api/doctypes/${doctype.id}/lessons`)).body.fields,
          { timeout: 60_000, interval: 200 },
        )
        .toEqual({ [reference]: 1 });

      const sameLayout = await parsedSystemMessage(
        client,
        doctype,
        'second.pdf',
        await makeSenderInvoicePdf(second),
      );
      const example =
        /<example-document>\n([\s\S]*)\n<\/example-document>\nIts correct values:\n(.*)/.exec(
          sameLayout.system,
        );
      expect(example).not.toBeNull();
      // The first invoice's text, not the second's, and the values the person left on it.
      expect(example![1]).toMatch(/^--- Page 1 ---\n/);
      expect(example![1]).toContain(first.reference);
      expect(example![1]).not.toContain(second.reference);
      expect(JSON.parse(example![2]!)).toEqual({ [reference]: first.reference, [total]: 1190 });

      const otherLayout = await parsedSystemMessage(
        client,
        doctype,
        'other.pdf',
        await makeInvoicePdf(),
      );
      expect(otherLayout.system).not.toContain('<example-document>');

      // Forgetting the field's lessons forgets the example that showed its corrected value.
      expect(
        (await client.delete(`/api/doctypes/${doctype.id}/lessons?field=${reference}`)).status,
      ).toBe(204);
      const forgotten = await parsedSystemMessage(
        client,
        doctype,
        'third.pdf',
        await makeSenderInvoicePdf({ ...second, reference: 'VG-2025-0200' }),
      );
      expect(forgotten.system).not.toContain('<example-document>');
    },
  );
});
