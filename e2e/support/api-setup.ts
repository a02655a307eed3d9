/** Doctypes and uploads made over the API, as a program would, beside a page that watches them. */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { createAccount, uniqueEmail } from './accounts.ts';
import { sampleDocuments } from './sample-documents.ts';

/** POSTs one file to /api/uploads for `doctype` and returns the stored upload's id. */
export async function uploadFile(
  request: APIRequestContext,
  doctype: string,
  path: string,
): Promise<string> {
  const response = await request.post('/api/uploads', {
    multipart: {
      target: doctype,
      file: { name: basename(path), mimeType: 'application/pdf', buffer: await readFile(path) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { uploads: { id: string }[] }).uploads[0]!.id;
}

/** Creates a doctype over the API and returns its id. */
export async function createDoctype(
  request: APIRequestContext,
  definition: {
    title: string;
    mode?: string;
    fields?: { caption: string; type: string; required?: boolean }[];
  },
): Promise<string> {
  const response = await request.post('/api/doctypes', {
    data: { mode: 'one:single', ...definition },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The fields of a "multi" doctype reading the sample invoice's three line items. */
export const lineItemFields = [
  { caption: 'Description', type: 'string' },
  { caption: 'Quantity', type: 'number' },
  { caption: 'Amount', type: 'number' },
];

export interface SavedField {
  key: string;
  caption: string;
}

/**
 * A new account signed in on `request`, owning one doctype with the sample invoice uploaded once
 * per name in `filenames`. Returns the doctype id and its fields as saved (with their keys).
 */
export async function doctypeWithInvoices(
  request: APIRequestContext,
  emailPrefix: string,
  definition: Parameters<typeof createDoctype>[1],
  filenames: string[] = ['invoice.pdf'],
): Promise<{ doctype: string; fields: SavedField[] }> {
  const files = await sampleDocuments();
  try {
    await createAccount(request, uniqueEmail(emailPrefix));
    const doctype = await createDoctype(request, definition);
    for (const name of filenames) {
      await uploadFile(request, doctype, await files.write('invoice', name));
    }
    const saved = (await (await request.get(`/api/doctypes/${doctype}`)).json()) as {
      fields: SavedField[];
    };
    return { doctype, fields: saved.fields };
  } finally {
    await files.remove();
  }
}
