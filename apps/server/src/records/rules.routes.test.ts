/**
 * Validation rules (issue 28, core's field-rules.ts): a doctype's rules and checks are refused
 * with `doctype/invalid-rule` when wrong, a value failing one sends its record to the review
 * queue (core's valueIssues says why), fixing it clears that, and a change of the rules
 * restates the records already there.
 */
import type { ApiErrorBody } from '@docsift/core/errors';
import type { Doctype } from '@docsift/core/doctype';
import type { DocRecord, RecordPage } from '@docsift/core/record';
import { valueIssues } from '@docsift/core/review';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import { addParsedUpload, rekeyMarked } from '../../test/records.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

const fields = [
  { key: 'field_no', caption: 'Invoice number', rules: { pattern: '^INV-\\d+$' } },
  { key: 'field_net', caption: 'Net', type: 'number' as const, rules: { min: 0 } },
  { key: 'field_vat', caption: 'VAT', type: 'number' as const },
  { key: 'field_gross', caption: 'Gross', type: 'number' as const },
];
const checks = [{ expression: 'Net + VAT = Gross within 0.01' }];

describe.each(dialects)('validation rules on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  async function withRecords(data: DocRecord['data'][]) {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { fields, checks });
    await addParsedUpload(suite.server, client, doctype, suite.pdf, data);
    const page = await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`);
    return { client, doctype, records: page.body.records };
  }

  it('refuses wrong rules and checks with doctype/invalid-rule, naming the input and why', async () => {
    const { client } = await registerUser(suite.server.url);
    const created = await client.post<ApiErrorBody>('/api/doctypes', {
      title: 'Invoices',
      mode: 'one:single',
      fields: [{ caption: 'No', rules: { pattern: '(a+)\\1' } }],
    });
    expect(created.status).toBe(400);
    expect(created.body.error).toEqual({
      code: 'doctype/invalid-rule',
      field: 'fields.0.rules.pattern',
      message:
        'Not supported in patterns (backreferences, lookarounds, \\b and the like) at character 5',
    });

    const doctype = await createDoctype(client, { fields, checks });
    expect(doctype.checks).toEqual(checks);
    expect(doctype.fields[0]!.rules).toEqual({ pattern: '^INV-\\d+$' });
    const url = `/api/doctypes/${doctype.id}`;
    const badCheck = await client.patch<ApiErrorBody>(url, {
      checks: [...checks, { expression: 'Net + VAT = Gros' }],
    });
    expect(badCheck.status).toBe(400);
    expect(badCheck.body.error).toEqual({
      code: 'doctype/invalid-rule',
      field: 'checks.1.expression',
      message: 'No field named "Gros" at character 13',
    });
    // Renaming a field a check names breaks the check: refused as well.
    const renamed = fields.map((field) =>
      field.key === 'field_gross' ? { ...field, caption: 'Total' } : field,
    );
    const rename = await client.patch<ApiErrorBody>(url, { fields: renamed });
    expect(rename.body.error).toMatchObject({
      code: 'doctype/invalid-rule',
      field: 'checks.0.expression',
    });
    const minOnText = await client.patch<ApiErrorBody>(url, {
      fields: [{ ...fields[0]!, rules: { min: 1 } }],
      checks: [],
    });
    expect(minOnText.body.error).toMatchObject({ field: 'fields.0.rules.min' });
    const unchanged = await client.get<Doctype>(url);
    expect(unchanged.body).toMatchObject({ checks, fields: doctype.fields });
  });

  it('queues a record whose values fail a rule, with why, and a fix takes it out', async () => {
    const { client, doctype, records } = await withRecords([
      { field_no: 'INV-1', field_net: 100, field_vat: 19, field_gross: 119 },
      { field_no: 'RE 2', field_net: 100, field_vat: 19, field_gross: 120 },
    ]);
    expect(records.map((record) => record.review.state)).toEqual(['auto', 'needs_review']);
    const failing = records[1]!;
    const check = {
      kind: 'rule',
      rule: 'check',
      check: 'Net + VAT = Gross within 0.01',
      comparison: '=',
      left: 'Net + VAT',
      leftValue: '119',
      right: 'Gross',
      rightValue: '120',
    };
    expect(valueIssues(doctype, failing)).toEqual({
      field_no: [{ kind: 'rule', rule: 'pattern', pattern: '^INV-\\d+$' }],
      field_net: [check],
      field_vat: [check],
      field_gross: [check],
    });

    const url = `/api/doctypes/${doctype.id}/records/${failing.id}`;
    const fixedTotal = await client.patch<DocRecord>(url, { data: { field_gross: 119 } });
    expect(fixedTotal.body.review.state).toBe('needs_review');
    expect(Object.keys(valueIssues(doctype, fixedTotal.body))).toEqual(['field_no']);
    const fixed = await client.patch<DocRecord>(url, { data: { field_no: 'INV-2' } });
    expect(fixed.body.review.state).toBe('auto');
    // An edit that breaks a rule queues the record again: a person's value is checked too.
    const broken = await client.patch<DocRecord>(url, { data: { field_net: -5 } });
    expect(broken.body.review.state).toBe('needs_review');
  });

  it('restates the records when the rules or checks change', async () => {
    const { client, doctype } = await withRecords([
      { field_no: 'INV-1', field_net: 100, field_vat: 19, field_gross: 119 },
      { field_no: 'INV-2', field_net: 100, field_vat: 20, field_gross: 119 },
    ]);
    const states = async () =>
      (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)).body.records.map(
        (record) => record.review.state,
      );
    expect(await states()).toEqual(['auto', 'needs_review']);
    const url = `/api/doctypes/${doctype.id}`;
    expect((await client.patch<Doctype>(url, { checks: [] })).status).toBe(200);
    await rekeyMarked(suite.server, doctype.id);
    expect(await states()).toEqual(['auto', 'auto']);

    const stricter = fields.map((field) =>
      field.key === 'field_no' ? { ...field, rules: { oneOf: ['INV-2'] } } : field,
    );
    expect((await client.patch<Doctype>(url, { fields: stricter })).status).toBe(200);
    await rekeyMarked(suite.server, doctype.id);
    expect(await states()).toEqual(['needs_review', 'auto']);
    const count = await client.get(`${url}/records/count?review=needs_review`);
    expect(count.body).toMatchObject({ total: 1 });
  });
});
