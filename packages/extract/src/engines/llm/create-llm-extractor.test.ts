import type { DoctypeMode, Field } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOcrDocument } from '../../../test/build-ocr-document.ts';
import {
  startFakeModelServer,
  type FakeModelServer,
  type RecordedRequest,
} from '../../../test/fake-openai-server.ts';
import type { ExtractionDoctype } from '../../extractor.ts';
import type { WorkedExample } from '../../learning/lesson.ts';
import { exampleDocument } from '../../learning/worked-example.ts';
import { createLlmExtractor } from './create-llm-extractor.ts';
import type { LlmConfig } from './llm-config.ts';

let server: FakeModelServer;
beforeEach(async () => {
  server = await startFakeModelServer();
});
afterEach(async () => {
  await server.close();
});

function config(overrides: Partial<LlmConfig> = {}): LlmConfig {
  return {
    provider: 'openai-compatible',
    model: 'test-model',
    baseUrl: `${server.origin}/v1`,
    timeoutMs: 5_000,
    maxRetries: 2,
    contextTokens: 8_192,
    concurrency: 1,
    retryBaseMs: 10,
    retryMaxDelayMs: 2_000,
    ...overrides,
  };
}

const fields: Field[] = [
  {
    key: 'field_number',
    caption: 'Invoice number',
    description: 'After "Rechnung Nr."',
    type: 'string',
  },
  { key: 'field_total', caption: 'Total', description: 'Grand total incl. VAT', type: 'number' },
  { key: 'field_date', caption: 'Date', description: '', type: 'date' },
];

function doctype(mode: DoctypeMode, extra: Partial<ExtractionDoctype> = {}): ExtractionDoctype {
  return { title: 'Invoice', mode, prompt: 'Invoices from German suppliers.', fields, ...extra };
}

const invoice = buildOcrDocument([
  ['Rechnung Nr. 4711', 'Datum: 03.04.2024', 'Summe EUR 1.234,50'],
]);

const answer = (value: unknown) => ({ content: JSON.stringify(value) });
const systemOf = (request: RecordedRequest): string => request.body.messages[0].content;
const userOf = (request: RecordedRequest): string => request.body.messages[1].content;

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('LLM extractor against an OpenAI-compatible server', () => {
  it('sends the model, the typed schema, the doctype prompt and the page text; returns located values', async () => {
    server.enqueue(
      answer({ field_number: '4711', field_total: '1.234,50', field_date: '2024-04-03' }),
    );
    const result = await createLlmExtractor(config()).extract({
      ocr: invoice,
      doctype: doctype('one:single'),
    });

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests as [RecordedRequest];
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.body.model).toBe('test-model');
    expect(request.body.temperature).toBe(0);
    const format = request.body.response_format;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.schema).toMatchObject({
      type: 'object',
      required: ['field_number', 'field_total', 'field_date'],
      properties: {
        field_number: {
          type: ['string', 'null'],
          title: 'Invoice number',
          description: 'After "Rechnung Nr."',
        },
        field_total: {
          type: ['number', 'null'],
          title: 'Total',
          description: 'Grand total incl. VAT',
        },
        field_date: { type: ['string', 'null'], format: 'date' },
      },
    });
    expect(request.body.messages[0].role).toBe('system');
    expect(systemOf(request)).toContain('Invoices from German suppliers.');
    expect(systemOf(request)).toContain('Dates: a string "YYYY-MM-DD"');
    expect(systemOf(request)).toContain('field_total — Total (number): Grand total incl. VAT');
    expect(userOf(request)).toBe(
      '--- Page 1 ---\nRechnung Nr. 4711\nDatum: 03.04.2024\nSumme EUR 1.234,50',
    );

    expect(result.records).toHaveLength(1);
    const [record] = result.records;
    expect(record?.values).toEqual({
      field_number: '4711',
      field_total: 1234.5,
      field_date: '2024-04-03',
    });
    expect(record?.sources.field_total).toEqual({ page: 1, bbox: [70, 50, 118, 66] });
    expect(record?.confidence).toEqual({ field_number: 0.9, field_total: 0.9, field_date: 0.9 });
  });

  it('single mode asks once per page and gives a record per page', async () => {
    const ocr = buildOcrDocument([['Rechnung Nr. 1'], [''], ['Rechnung Nr. 3']]);
    server.setFallback((request) => {
      const number = /Rechnung Nr\. (\d)/.exec(userOf(request))?.[1] ?? null;
      return answer({ field_number: number, field_total: null, field_date: null });
    });
    const result = await createLlmExtractor(config()).extract({ ocr, doctype: doctype('single') });
    expect(server.requests.map(userOf)).toEqual([
      '--- Page 1 ---\nRechnung Nr. 1',
      '--- Page 3 ---\nRechnung Nr. 3',
    ]);
    expect(result.records.map((r) => r.values.field_number)).toEqual(['1', '3']);
    expect(result.records.map((r) => r.sources.field_number?.page)).toEqual([1, 3]);
  });

  it('multi mode asks for {records} and splits a long document into windows whose rows are concatenated', async () => {
    const pages = Array.from({ length: 6 }, (_, page) =>
      Array.from(
        { length: 30 },
        (_, row) => `Item ${page * 30 + row} qty ${row + 1} ${'description '.repeat(4)}`,
      ),
    );
    const ocr = buildOcrDocument(pages);
    server.setFallback((request) => {
      const items = [...userOf(request).matchAll(/Item (\d+) qty/g)].map((match) => match[1]);
      return answer({
        records: items.map((item) => ({
          field_number: `Item ${item}`,
          field_total: null,
          field_date: null,
        })),
      });
    });
    const result = await createLlmExtractor(config({ contextTokens: 4_096 })).extract({
      ocr,
      doctype: doctype('one:multi'),
    });

    expect(server.requests.length).toBeGreaterThan(1);
    expect(server.requests[0]?.body.response_format.json_schema.schema.required).toEqual([
      'records',
    ]);
    for (const request of server.requests) {
      // Each window respects the budget (~4 characters per token, half the context for the answer).
      expect(userOf(request).length / 4).toBeLessThan(2_048);
      expect(userOf(request)).toMatch(
        /^This is part \d of \d of the document \(pages \d–\d\)\. List only the records in this part\./,
      );
    }
    expect(result.records.map((r) => r.values.field_number)).toEqual(
      Array.from({ length: 180 }, (_, i) => `Item ${i}`),
    );
    expect(result.records[179]?.sources.field_number?.page).toBe(6);
  });

  it('multi mode sends pages that fit together in one request and returns every row with its page', async () => {
    const ocr = buildOcrDocument([['Rechnung Nr. 1', 'Rechnung Nr. 2'], ['Rechnung Nr. 3']]);
    server.enqueue(
      answer({
        records: ['1', '2', '3'].map((n) => ({
          field_number: n,
          field_total: null,
          field_date: null,
        })),
      }),
    );
    const result = await createLlmExtractor(config()).extract({ ocr, doctype: doctype('multi') });
    expect(server.requests).toHaveLength(1);
    expect(userOf(server.requests[0]!)).toBe(
      '--- Page 1 ---\nRechnung Nr. 1\nRechnung Nr. 2\n--- Page 2 ---\nRechnung Nr. 3',
    );
    expect(
      result.records.map((r) => [r.values.field_number, r.sources.field_number?.page]),
    ).toEqual([
      ['1', 1],
      ['2', 1],
      ['3', 2],
    ]);
  });

  it('asks for each half of a window whose answer was cut off at the output limit', async () => {
    const ocr = buildOcrDocument([
      Array.from({ length: 40 }, (_, row) => `Rechnung Nr. ${row} ${'-'.repeat(20)}`),
    ]);
    server.setFallback((request) => {
      const numbers = [...userOf(request).matchAll(/Rechnung Nr\. (\d+)/g)].map(
        (match) => match[1],
      );
      const records = JSON.stringify({
        records: numbers.map((n) => ({ field_number: n, field_total: null, field_date: null })),
      });
      // Pretend the output limit holds 25 rows: more are cut off mid-JSON.
      return numbers.length > 25
        ? { content: records.slice(0, 500), finishReason: 'length' }
        : { content: records };
    });
    const result = await createLlmExtractor(config()).extract({ ocr, doctype: doctype('multi') });
    expect(server.requests).toHaveLength(3);
    expect(userOf(server.requests[2]!)).toMatch(/^--- Page 1 \(continued\) ---\nRechnung Nr\. 20 /);
    expect(result.records.map((r) => r.values.field_number)).toEqual(
      Array.from({ length: 40 }, (_, i) => String(i)),
    );
  });

  it('one:single merges windows, the earliest value per field winning', async () => {
    const ocr = buildOcrDocument([
      [`Rechnung Nr. 4711 ${'x'.repeat(3000)}`],
      [`Summe 99,00 ${'y'.repeat(3000)}`],
    ]);
    server.setFallback((request) => {
      const text = userOf(request);
      if (text.includes('Rechnung Nr. 4711'))
        return answer({ field_number: '4711', field_total: null, field_date: null });
      if (text.includes('Summe 99,00'))
        return answer({ field_number: 'other', field_total: 99, field_date: null });
      return answer({ field_number: null, field_total: null, field_date: null });
    });
    const result = await createLlmExtractor(config({ contextTokens: 1_500 })).extract({
      ocr,
      doctype: doctype('one:single'),
    });
    expect(server.requests.length).toBeGreaterThanOrEqual(2);
    expect(userOf(server.requests[0]!)).toContain(
      'Use null for fields whose value is not in this part.',
    );
    expect(result.records).toHaveLength(1);
    expect(result.records[0]?.values).toEqual({
      field_number: '4711',
      field_total: 99,
      field_date: null,
    });
  });

  it('repairs junk once by sending the problem back', async () => {
    server.enqueue(
      { content: 'Sure! The invoice number is 4711.' },
      answer({ field_number: '4711', field_total: null, field_date: null }),
    );
    const result = await createLlmExtractor(config()).extract({
      ocr: invoice,
      doctype: doctype('one:single'),
    });
    expect(result.records[0]?.values.field_number).toBe('4711');
    expect(server.requests).toHaveLength(2);
    const repair = server.requests[1]!.body.messages;
    expect(repair.map((m: { role: string }) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(repair[2].content).toBe('Sure! The invoice number is 4711.');
    expect(repair[3].content).toContain('Your answer could not be used: it is not valid JSON');
  });

  it('fails with llm/invalid-output when the repair is junk too', async () => {
    server.enqueue(answer({ records: 'none' }), answer(['still', 'wrong']));
    const error = await rejection(
      createLlmExtractor(config()).extract({ ocr: invoice, doctype: doctype('multi') }),
    );
    expect(error.code).toBe('llm/invalid-output');
    expect(error.message).toContain('expected an object with a "records" array');
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.body.messages[3].content).toContain(
      'expected an object with a "records" array',
    );
  });

  it('keeps the other pages when one page stays invalid after the repair (single mode)', async () => {
    const ocr = buildOcrDocument([
      ['Rechnung Nr. 1'],
      ['Rechnung Nr. 2'],
      ['Rechnung Nr. 3'],
      ['Rechnung Nr. 4'],
    ]);
    server.setFallback((request) => {
      const number = /Rechnung Nr\. (\d)/.exec(userOf(request))?.[1] ?? null;
      // Page 3's answer is junk, and so is its repair.
      if (number === '3') return { content: 'Sorry, I cannot read that.' };
      return answer({ field_number: number, field_total: null, field_date: null });
    });
    const result = await createLlmExtractor(config()).extract({ ocr, doctype: doctype('single') });

    expect(result.records.map((record) => record.values.field_number)).toEqual([
      '1',
      '2',
      null,
      '4',
    ]);
    expect(result.records.map((record) => record.unreadPages)).toEqual([
      undefined,
      undefined,
      [3],
      undefined,
    ]);
    expect(result.records[2]?.values).toEqual({
      field_number: null,
      field_total: null,
      field_date: null,
    });
    // Four first answers and page 3's repair.
    expect(server.requests).toHaveLength(5);
  });

  it('keeps what the other windows read into the one document record, marking the unread page', async () => {
    const ocr = buildOcrDocument([
      [`Rechnung Nr. 4711 ${'x'.repeat(3000)}`],
      [`Summe 99,00 ${'y'.repeat(3000)}`],
    ]);
    server.setFallback((request) =>
      userOf(request).includes('Summe')
        ? { content: 'not json' }
        : answer({ field_number: '4711', field_total: null, field_date: null }),
    );
    const result = await createLlmExtractor(config({ contextTokens: 1_500 })).extract({
      ocr,
      doctype: doctype('one:single'),
    });
    expect(result.records).toHaveLength(1);
    expect(result.records[0]?.values.field_number).toBe('4711');
    expect(result.records[0]?.unreadPages).toEqual([2]);
  });

  it('gives deadline-exceeded within the timeout when the server never answers', async () => {
    server.enqueue({ hang: true });
    const started = performance.now();
    const error = await rejection(
      createLlmExtractor(config({ timeoutMs: 300 })).extract({
        ocr: invoice,
        doctype: doctype('one:single'),
      }),
    );
    const elapsed = performance.now() - started;
    expect(error.code).toBe('deadline-exceeded');
    expect(elapsed).toBeGreaterThanOrEqual(290);
    // Well under config()'s 5 s default, so the 300 ms deadline is what ended it; the room above
    // 300 ms is for a loaded machine.
    expect(elapsed).toBeLessThan(4_000);
    expect(server.requests).toHaveLength(1);
  });

  it('is cancelled when the caller aborts', async () => {
    server.enqueue({ hang: true });
    const controller = new AbortController();
    const extracting = createLlmExtractor(config()).extract({
      ocr: invoice,
      doctype: doctype('one:single'),
      signal: controller.signal,
    });
    await expect.poll(() => server.requests.length, { timeout: 10_000 }).toBe(1);
    controller.abort();
    expect((await rejection(extracting)).code).toBe('cancelled');
  });

  it('waits as long as Retry-After asks after a 429, then succeeds', async () => {
    server.enqueue(
      {
        status: 429,
        headers: { 'retry-after-ms': '250' },
        body: { error: { message: 'rate limited' } },
      },
      answer({ field_number: '4711', field_total: null, field_date: null }),
    );
    const started = performance.now();
    const result = await createLlmExtractor(config()).extract({
      ocr: invoice,
      doctype: doctype('one:single'),
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(245);
    expect(result.records[0]?.values.field_number).toBe('4711');
    expect(server.requests).toHaveLength(2);
  });

  it('gives resource-exhausted when 429 persists past the retries', async () => {
    server.setFallback(() => ({ status: 429, body: { error: { message: 'quota exceeded' } } }));
    const error = await rejection(
      createLlmExtractor(config({ maxRetries: 2 })).extract({
        ocr: invoice,
        doctype: doctype('one:single'),
      }),
    );
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toContain('answered 429');
    expect(server.requests).toHaveLength(3);
  });

  it('gives up at once when Retry-After is longer than the longest allowed wait', async () => {
    server.setFallback(() => ({ status: 429, headers: { 'retry-after': '3600' } }));
    const error = await rejection(
      createLlmExtractor(config()).extract({ ocr: invoice, doctype: doctype('one:single') }),
    );
    expect(error.code).toBe('resource-exhausted');
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 500 and succeeds; a persistent 503 is unavailable', async () => {
    server.enqueue(
      { status: 500 },
      answer({ field_number: '4711', field_total: null, field_date: null }),
    );
    const result = await createLlmExtractor(config()).extract({
      ocr: invoice,
      doctype: doctype('one:single'),
    });
    expect(result.records[0]?.values.field_number).toBe('4711');
    expect(server.requests).toHaveLength(2);

    server.setFallback(() => ({ status: 503 }));
    const error = await rejection(
      createLlmExtractor(config({ maxRetries: 1 })).extract({
        ocr: invoice,
        doctype: doctype('one:single'),
      }),
    );
    expect(error.code).toBe('unavailable');
    expect(server.requests).toHaveLength(4);
  });

  it('maps 401 and 403 to unauthenticated and permission-denied without retrying', async () => {
    server.enqueue(
      { status: 401, body: { error: { message: 'Incorrect API key' } } },
      { status: 403 },
    );
    const extractor = createLlmExtractor(config());
    const unauthenticated = await rejection(
      extractor.extract({ ocr: invoice, doctype: doctype('one:single') }),
    );
    expect(unauthenticated.code).toBe('unauthenticated');
    expect(unauthenticated.message).toContain('Incorrect API key');
    expect(
      (await rejection(extractor.extract({ ocr: invoice, doctype: doctype('one:single') }))).code,
    ).toBe('permission-denied');
    expect(server.requests).toHaveLength(2);
  });

  it('stops at the 10,000-record limit', async () => {
    const records = Array.from({ length: 10_001 }, (_, i) => ({
      field_number: `r${i}`,
      field_total: null,
      field_date: null,
    }));
    server.enqueue(answer({ records }));
    const error = await rejection(
      createLlmExtractor(config()).extract({ ocr: invoice, doctype: doctype('multi') }),
    );
    expect(error.code).toBe('parse/record-limit');
  });

  it('shows a corrected invoice of the same layout as a worked example, in every request, unless the context is small', async () => {
    const frame = (number: string, total: string) => [
      `Rechnung Nr. ${number} Kesselbauer Metallwerk Bremerhaven`,
      'Belegdatum Kundennummer Vorgang Zahlbar ohne Abzug',
      `Summe EUR ${total}`,
    ];
    const corrected = buildOcrDocument([frame('4711', '1.234,50')]);
    const example: WorkedExample = {
      ...exampleDocument(corrected),
      values: { field_number: '4711', field_total: 1234.5, field_date: null },
    };
    const examples = [example];
    server.setFallback(() => answer({ field_number: '4712', field_total: '99', field_date: null }));
    const next = buildOcrDocument([frame('4712', '99,00'), frame('4712', '99,00')]);
    await createLlmExtractor(config()).extract({ ocr: next, doctype: doctype('single'), examples });
    const shown = `<example-document>\n--- Page 1 ---\nRechnung Nr. 4711 Kesselbauer`;
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      expect(systemOf(request)).toContain(shown);
      expect(systemOf(request)).toContain(
        '{"field_number":"4711","field_total":1234.5,"field_date":null}',
      );
    }

    const other = buildOcrDocument([['Lindqvist Design Storgatan Malmo', 'Amount 900.00']]);
    await createLlmExtractor(config()).extract({
      ocr: other,
      doctype: doctype('one:single'),
      examples,
    });
    expect(systemOf(server.requests[2]!)).not.toContain('example-document');

    // A quarter of 1,024 tokens cannot hold this example beside the instructions it repeats.
    const long: WorkedExample = { ...example, text: `${example.text}\n${'Position '.repeat(200)}` };
    await createLlmExtractor(config({ contextTokens: 1_024 })).extract({
      ocr: next,
      doctype: doctype('one:single'),
      examples: [long],
    });
    expect(systemOf(server.requests[3]!)).not.toContain('example-document');
  });

  it('does not call the model for a document without text', async () => {
    const result = await createLlmExtractor(config()).extract({
      ocr: buildOcrDocument([['']]),
      doctype: doctype('single'),
    });
    expect(result.records).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});

describe('suggestFields and calibrate', () => {
  it('suggests typed fields in the asked language', async () => {
    server.enqueue(
      answer({
        mode: 'one:single',
        fields: [
          { caption: 'Rechnungsnummer', description: 'Nach "Rechnung Nr."', type: 'string' },
          { caption: 'Summe', description: 'Gesamtbetrag', type: 'currency' },
          { caption: 'rechnungsnummer', description: 'duplicate', type: 'string' },
        ],
      }),
    );
    const suggestions = await createLlmExtractor(config()).suggestFields(invoice, 'de');
    expect(suggestions).toEqual({
      mode: 'one:single',
      fields: [
        { caption: 'Rechnungsnummer', description: 'Nach "Rechnung Nr."', type: 'string' },
        { caption: 'Summe', description: 'Gesamtbetrag', type: 'string' },
      ],
    });
    const request = server.requests[0]!;
    expect(systemOf(request)).toContain('Write captions and descriptions in German');
    expect(userOf(request)).toContain('Rechnung Nr. 4711');
    expect(
      request.body.response_format.json_schema.schema.properties.fields.items.properties.type.enum,
    ).toEqual(['string', 'number', 'date', 'boolean']);
  });

  it('takes the mode the model chose for a table, and one record per document for an unknown mode', async () => {
    server.enqueue(
      answer({ mode: 'multi', fields: [{ caption: 'Menge', description: '', type: 'number' }] }),
    );
    server.enqueue(
      answer({ mode: 'rows', fields: [{ caption: 'Menge', description: '', type: 'number' }] }),
    );
    const extractor = createLlmExtractor(config());
    expect((await extractor.suggestFields(invoice, 'de')).mode).toBe('multi');
    expect((await extractor.suggestFields(invoice, 'de')).mode).toBe('one:single');
  });

  it('calibrate rewrites descriptions and leaves the rest of each field alone', async () => {
    server.enqueue(
      answer({
        descriptions: {
          field_number: 'Top line, after "Rechnung Nr."',
          field_total: '',
          field_date: 'After "Datum:"',
        },
      }),
    );
    const calibrated = await createLlmExtractor(config()).calibrate(
      invoice,
      doctype('one:single'),
      'en',
    );
    expect(calibrated).toEqual([
      { ...fields[0], description: 'Top line, after "Rechnung Nr."' },
      fields[1],
      { ...fields[2], description: 'After "Datum:"' },
    ]);
    const schema = server.requests[0]!.body.response_format.json_schema.schema;
    expect(schema.properties.descriptions.required).toEqual([
      'field_number',
      'field_total',
      'field_date',
    ]);
  });
});
