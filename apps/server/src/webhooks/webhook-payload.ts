/** The JSON a receiver gets (core webhookPayloadSchema, docs/webhooks.md). */
import type { Doctype, FieldType } from '@docsift/core/doctype';
import type { Upload } from '@docsift/core/upload';
import type { WebhookPayload } from '@docsift/core/webhook';
import { WEBHOOK_TRIGGER } from '@docsift/core/webhook';
import type { PayloadRecord } from './webhooks.repository.ts';

interface PayloadInput {
  delivery: string;
  created: number;
  doctype: Pick<Doctype, 'id' | 'title' | 'fields'>;
  upload: Pick<Upload, 'id' | 'filename' | 'created'>;
  records: PayloadRecord[];
  test?: boolean;
  event?: WebhookPayload['event'];
}

export function webhookPayload({
  delivery,
  created,
  doctype,
  upload,
  records,
  test = false,
  event = WEBHOOK_TRIGGER,
}: PayloadInput): WebhookPayload {
  return {
    event,
    delivery,
    created,
    test,
    doctype: { id: doctype.id, title: doctype.title },
    fields: doctype.fields.map(({ key, caption, type }) => ({ key, caption, type })),
    upload: { id: upload.id, filename: upload.filename, created: upload.created },
    records: records.map(({ id, order, values }) => ({
      id,
      order,
      values: values as WebhookPayload['records'][number]['values'],
    })),
  };
}

const sampleValues: Record<FieldType, string | number | boolean> = {
  string: 'Sample text',
  number: 42.5,
  date: '2026-01-31',
  boolean: true,
};

/** What "send test" delivers: the doctype's real fields with one made-up record. */
export function samplePayload(
  doctype: Pick<Doctype, 'id' | 'title' | 'fields'>,
  delivery: string,
  at: number,
): WebhookPayload {
  return webhookPayload({
    delivery,
    created: at,
    test: true,
    doctype,
    upload: { id: 'upload-sample', filename: 'sample.pdf', created: at },
    records: [
      {
        id: 'record-sample',
        order: 0,
        values: Object.fromEntries(doctype.fields.map((f) => [f.key, sampleValues[f.type]])),
      },
    ],
  });
}
