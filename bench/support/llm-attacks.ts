/**
 * Issue 27 item 12 replayed: the LLM engine on a server of its own (EXTRACTOR=llm) against the
 * fake model server, one record per page (`single`) of a four-page PDF whose third page the model
 * answers with prose, and again after the repair retry. Before the fix the whole document failed.
 */
import type { DocRecord, RecordPage } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import { makeManyPagesPdf, startFakeModelServer } from '@docsift/extract/testing';
import { createDoctype, uploadFiles } from '@docsift/server/testing/documents';
import { startBenchServer } from './docsift-process.ts';
import type { Check } from './edge-attacks.ts';

const PAGES = 4;
const UNREAD_PAGE = 3;
/** Longer than an edge attack's 30 s: the check waits for a parse. */
const PARSE_BOUND_SECONDS = 120;

export async function replayLlmAttacks(check: Check): Promise<void> {
  const model = await startFakeModelServer();
  const server = await startBenchServer({
    EXTRACTOR: 'llm',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: `${model.origin}/v1`,
    LLM_MODEL: 'attack-model',
    LLM_MAX_RETRIES: '0',
  });
  try {
    await check(
      `LLM: page ${UNREAD_PAGE} of ${PAGES} answered with prose, also after the repair`,
      `upload done naming page ${UNREAD_PAGE}, the other pages' records kept, its record to review`,
      async () => {
        const doctype = await createDoctype(server.client, { mode: 'single' });
        const [numberKey] = doctype.fields.map((field) => field.key) as [string];
        // Each request holds one page's text, "Page N" (the first user message, also in a repair).
        model.setFallback((request) => {
          const page = Number(/Page (\d+)/.exec(request.body.messages[1].content)?.[1]);
          if (page === UNREAD_PAGE) return { content: 'Sorry, I cannot read that page.' };
          return { content: JSON.stringify({ [numberKey]: `N-${page}` }) };
        });
        const created = await uploadFiles<{ uploads: Upload[] }>(server.client, doctype.id, [
          { name: 'four-pages.pdf', bytes: await makeManyPagesPdf(PAGES) },
        ]);
        const [settled] = await server.waitSettled([created.body.uploads[0]!.id]);
        const { records } = (
          await server.client.get<RecordPage>(
            `/api/doctypes/${doctype.id}/records?upload=${settled!.id}`,
          )
        ).body;
        const numbers = records.map((record) => record.data[numberKey] ?? null);
        const unread = records.filter((record: DocRecord) => record.unreadPages?.length);
        const isKept =
          settled!.state === 'done' &&
          JSON.stringify(settled!.unreadPages) === `[${UNREAD_PAGE}]` &&
          JSON.stringify(numbers) === JSON.stringify(['N-1', 'N-2', null, 'N-4']) &&
          unread.length === 1 &&
          JSON.stringify(unread[0]!.unreadPages) === `[${UNREAD_PAGE}]` &&
          unread[0]!.review.state === 'needs_review';
        return [
          isKept,
          `upload ${settled!.state} unread ${JSON.stringify(settled!.unreadPages)}, records ${JSON.stringify(numbers)}, ` +
            unread
              .map((record) => `unread ${record.unreadPages} ${record.review.state}`)
              .join(', '),
        ];
      },
      // The server's first parse starts its extraction processes: 25 s at load 20 on 2 cores.
      PARSE_BOUND_SECONDS,
    );
  } finally {
    await server.stop();
    await model.close();
  }
}
