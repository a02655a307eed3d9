/** Doctypes and uploads made over the API, as a program would, beside a page that watches them. */
import { expect, type APIRequestContext } from '@playwright/test';
import { dataOf } from '@docsift/client/client';
import type { operations } from '@docsift/client/client';
import { localFile } from '@docsift/client/local-file';
import { uploadFiles } from '@docsift/client/upload-files';
import { createAccount, uniqueEmail } from './accounts.ts';
import { apiClientOf } from './api-client.ts';
import { sampleDocuments } from './sample-documents.ts';

export type DoctypeDefinition = Omit<
  operations['createDoctype']['requestBody']['content']['application/json'],
  'mode'
> & { mode?: DoctypeMode };
export type DoctypeFields = NonNullable<DoctypeDefinition['fields']>;
type DoctypeMode =
  operations['createDoctype']['requestBody']['content']['application/json']['mode'];

/** Uploads one file for `doctype` (without waiting for it to be processed); its upload's id. */
export async function uploadFile(
  request: APIRequestContext,
  doctype: string,
  path: string,
): Promise<string> {
  const [outcome] = await uploadFiles(apiClientOf(request), {
    doctype,
    files: [await localFile(path)],
    wait: false,
  });
  expect(outcome?.error ?? null, `${path} was refused`).toBeNull();
  return outcome!.upload!.id;
}

/** Creates a doctype over the API (`one:single` unless told) and returns it as saved. */
export async function createSavedDoctype(
  request: APIRequestContext,
  definition: DoctypeDefinition,
) {
  return dataOf(
    await apiClientOf(request).POST('/api/doctypes', {
      body: { mode: 'one:single', ...definition },
    }),
  );
}

/** Creates a doctype over the API and returns its id. */
export async function createDoctype(
  request: APIRequestContext,
  definition: DoctypeDefinition,
): Promise<string> {
  return (await createSavedDoctype(request, definition)).id;
}

/** The fields of a "multi" doctype reading the sample invoice's three line items. */
export const lineItemFields = [
  { caption: 'Description', type: 'string' },
  { caption: 'Quantity', type: 'number' },
  { caption: 'Amount', type: 'number' },
] satisfies DoctypeFields;

/** A "multi" doctype of orders, a record per spreadsheet row, its columns named by the fields. */
export const ordersDoctype = {
  title: 'Orders',
  mode: 'multi',
  fields: [
    { caption: 'Customer', type: 'string' },
    { caption: 'Amount', type: 'number' },
  ],
} satisfies DoctypeDefinition;

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
  definition: DoctypeDefinition,
  filenames: string[] = ['invoice.pdf'],
): Promise<{ doctype: string; fields: SavedField[] }> {
  const files = await sampleDocuments();
  try {
    await createAccount(request, uniqueEmail(emailPrefix));
    const doctype = await createSavedDoctype(request, definition);
    for (const name of filenames) {
      await uploadFile(request, doctype.id, await files.write('invoice', name));
    }
    return { doctype: doctype.id, fields: doctype.fields };
  } finally {
    await files.remove();
  }
}

/** The ids of the doctype's records once its uploads gave `count` of them, in the API's order. */
export async function parsedRecordIds(
  request: APIRequestContext,
  doctype: string,
  count: number,
): Promise<string[]> {
  let ids: string[] = [];
  await expect
    .poll(
      async () => {
        const body = (await (await request.get(`/api/doctypes/${doctype}/records`)).json()) as {
          records: { id: string }[];
        };
        ids = body.records.map((record) => record.id);
        return ids.length;
      },
      { timeout: 60_000 },
    )
    .toBe(count);
  return ids;
}

/** Shares the doctype with `email` as the author (`request` signed in as them): the API's answer. */
export async function shareDoctype(request: APIRequestContext, doctype: string, email: string) {
  return dataOf(
    await apiClientOf(request).POST('/api/doctypes/{id}/members', {
      params: { path: { id: doctype } },
      body: { email },
    }),
  );
}

/** The doctype's records waiting for review, as the API lists them (its review queue). */
export async function reviewQueue<R = { id: string; data: Record<string, unknown> }>(
  request: APIRequestContext,
  doctype: string,
): Promise<R[]> {
  const response = await request.get(`/api/doctypes/${doctype}/records?review=needs_review`);
  return ((await response.json()) as { records: R[] }).records;
}
