/**
 * Webhooks on the integration tab against the real server and a receiver on 127.0.0.1 (the suite's
 * server allows 127.0.0.0/8): a professional user drives every control of the dialogs with the
 * mouse, the receiver gets the test delivery, the invocations dialog follows live and resends a
 * failed delivery, the dialog shows the sample payload; a free user sees the PRO tag; ids that are
 * unknown or someone else's answer 404.
 */
import { createHmac } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype, lineItemFields, uploadFile } from '../support/api-setup.ts';
import { docsift } from '../support/cli.ts';
import { boxesInOneFrame } from '../support/boxes-in-one-frame.ts';
import { computedStyle } from '../support/computed-style.ts';
import { watchConsoleErrors } from '../support/console-errors.ts';
import { sampleDocuments } from '../support/sample-documents.ts';
import { chooseOption, openSelectByKeyboard } from '../support/select-option.ts';
import {
  startWebhookReceiver,
  type ReceivedRequest,
  type WebhookReceiver,
} from '../support/webhook-receiver.ts';

let receiver: WebhookReceiver;
test.beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
test.afterEach(async () => {
  await receiver.stop();
});

interface SavedWebhook {
  id: string;
  title: string;
  secret: string;
  enabled: boolean;
  invocations: number;
  webhookRequest: { httpMethod: string; url: string; headers: { name: string; value: string }[] };
}

/** A new account signed in on the page with `role`, owning one doctype; returns the doctype id. */
async function signedInWithDoctype(page: Page, label: string, role: string): Promise<string> {
  const email = uniqueEmail(label);
  await createAccount(page.request, email);
  if (role !== 'free') await docsift('users', 'set-role', '--email', email, '--role', role);
  return createDoctype(page.request, { title: 'Invoices', mode: 'multi', fields: lineItemFields });
}

async function webhooksOf(page: Page, doctype: string): Promise<SavedWebhook[]> {
  const response = await page.request.get(`/api/webhooks?target=${doctype}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { webhooks: SavedWebhook[] }).webhooks;
}

async function typeInto(page: Page, input: Locator, text: string): Promise<void> {
  await input.click();
  await input.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/**
 * What a receiver checks: `t=<seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>[,v1=…]`, one
 * `v1` per secret that still verifies, in the order given.
 */
function expectSigned(delivery: ReceivedRequest, ...secrets: string[]): void {
  const signature = String(delivery.headers['docsift-signature']);
  const [, timestamp, rest] = /^t=(\d+),(v1=[0-9a-f]+(?:,v1=[0-9a-f]+)*)$/.exec(signature) ?? [];
  const given = (rest ?? '').split(',').map((part) => part.slice('v1='.length));
  const expected = secrets.map((secret) =>
    createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex'),
  );
  expect(given, signature).toEqual(expected);
}

const webhooksSection = (page: Page) => page.getByRole('region', { name: 'Webhooks' });

test('a professional user creates, edits, switches, tests, reads and deletes a webhook', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  const doctype = await signedInWithDoctype(page, 'webhooks-pro', 'professional');
  await page.goto(`/doctype/${doctype}/integration`);
  const section = webhooksSection(page);
  await expect(section.getByTestId('webhooks-empty')).toHaveText('No webhooks yet.');

  // Create: empty, the form names what is missing; a new one starts as POST with an empty url.
  await section.getByRole('button', { name: 'Add webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'New webhook' });
  const method = dialog.getByRole('combobox', { name: 'Method' });
  const url = dialog.getByRole('textbox', { name: 'URL' });
  await expect(method).toHaveValue('POST');
  await expect(url).toHaveValue('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please provide the webhook title.')).toBeVisible();
  await expect(
    dialog.getByText('Please enter a URL starting with http:// or https://.'),
  ).toBeVisible();

  await typeInto(page, dialog.getByRole('textbox', { name: 'Title' }), 'Receiver');
  await typeInto(page, url, 'hooks.example.com/no-scheme');
  await chooseOption(page, method, 'PUT');
  await dialog.getByRole('button', { name: 'Add header' }).click();
  await typeInto(page, dialog.getByRole('textbox', { name: 'Header value' }), 'secret-token');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Please enter a URL starting with http:// or https://.'),
  ).toBeVisible();
  await expect(
    dialog.getByText('Please provide the header name (letters, digits and -).'),
  ).toBeVisible();
  await typeInto(page, url, receiver.url);
  await typeInto(page, dialog.getByRole('textbox', { name: 'Header name' }), 'X-Token');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Successfully saved')).toBeVisible();

  let item = section.getByRole('group', { name: 'Receiver' });
  await expect(item).toContainText('PUT');
  await expect(item).toContainText(receiver.url);
  await expect(item.getByRole('button', { name: '0 invocations' })).toBeVisible();
  await expect(item.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  const [saved] = await webhooksOf(page, doctype);
  expect(saved!.webhookRequest).toEqual({
    httpMethod: 'PUT',
    url: receiver.url,
    headers: [{ name: 'X-Token', value: 'secret-token' }],
  });

  // Edit: the dialog opens with the saved values; Cancel keeps them.
  await item.getByRole('button', { name: 'Actions for Receiver' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit webhook' });
  await expect(editDialog.getByRole('textbox', { name: 'URL' })).toHaveValue(receiver.url);
  await expect(editDialog.getByRole('textbox', { name: 'Header name' })).toHaveValue('X-Token');
  await editDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(editDialog).toBeHidden();
  await item.getByRole('button', { name: 'Actions for Receiver' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  // The signing secret: hidden until shown, replaced after an inline question.
  const secret = editDialog.getByLabel('Signing secret');
  await expect(secret).toHaveAttribute('type', 'password');
  await expect(secret).toHaveValue(saved!.secret);
  await editDialog.getByRole('button', { name: 'Show or hide the secret' }).click();
  await expect(secret).toHaveAttribute('type', 'text');
  await editDialog.getByRole('button', { name: 'New secret' }).click();
  await editDialog.getByRole('button', { name: 'Replace' }).click();
  await expect(secret).not.toHaveValue(saved!.secret);
  await expect(secret).toHaveValue(/^whsec_/);
  await typeInto(page, editDialog.getByRole('textbox', { name: 'Title' }), 'Receiver edited');
  await chooseOption(page, editDialog.getByRole('combobox', { name: 'Method' }), 'POST');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  item = section.getByRole('group', { name: 'Receiver edited' });
  await expect(item).toContainText('POST');

  // The switch: off survives a reload, and an edit leaves it off. Its label reads the state.
  const stateLabel = (text: string) => item.getByText(text, { exact: true });
  await expect(stateLabel('Enabled')).toBeVisible();
  await item.getByRole('switch', { name: 'Enabled' }).click();
  await expect(item.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
  await expect(stateLabel('Disabled')).toBeVisible();
  await expect(stateLabel('Enabled')).toHaveCount(0);
  await page.reload();
  await expect(item.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
  await expect(stateLabel('Disabled')).toBeVisible();
  await item.getByRole('switch', { name: 'Enabled' }).click();
  await expect(item.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  await expect(stateLabel('Enabled')).toBeVisible();

  // Send test: the receiver gets signed sample records, the count and the dialog show the attempt.
  await item.getByRole('button', { name: 'Actions for Receiver edited' }).click();
  await page.getByRole('menuitem', { name: 'Send test' }).click();
  const delivery = await receiver.next();
  await expect(page.getByText(/^Test delivered: HTTP 200 in \d+ ms$/)).toBeVisible();
  const [rotated] = await webhooksOf(page, doctype);
  expect(rotated!.secret).not.toBe(saved!.secret);
  // The replaced secret still signs for a day, so receivers can switch without missing a delivery.
  expectSigned(delivery, rotated!.secret, saved!.secret);
  expect(delivery.method).toBe('POST');
  expect(delivery.headers['x-token']).toBe('secret-token');
  const payload = JSON.parse(delivery.body) as { test: boolean; doctype: { id: string } };
  expect(payload).toMatchObject({ test: true, doctype: { id: doctype } });
  await expect(item.getByRole('button', { name: '1 invocation' })).toBeVisible();

  await item.getByRole('button', { name: '1 invocation' }).click();
  const invocations = page.getByRole('dialog', { name: 'Invocations of Receiver edited' });
  const rows = invocations.getByTestId('webhook-invocation');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('POST');
  await expect(rows.first()).toContainText(receiver.url);
  await expect(rows.first()).toContainText('200');
  await expect(invocations.getByTestId('webhook-invocation-error')).toHaveCount(0);

  // A failed attempt made elsewhere arrives live, newest first, its error under it in red.
  receiver.answerWith(500);
  const [webhook] = await webhooksOf(page, doctype);
  const test500 = await page.request.post(`/api/webhooks/${webhook!.id}/test`);
  expect(test500.status(), await test500.text()).toBe(200);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('500');
  const error = invocations.getByTestId('webhook-invocation-error');
  await expect(error).toHaveCount(1);
  // The danger colour: a strong red (Mantine's red text), whatever its exact shade.
  await expect(error).toHaveCSS('color', /^rgb\(2[0-5]\d, \d{1,2}, \d{1,2}\)$/);
  await invocations.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(invocations).toBeHidden();
  await expect(item.getByRole('button', { name: '2 invocations' })).toBeVisible();

  // Delete asks really_delete; Cancel keeps it, Delete removes it.
  const confirm = page.getByRole('dialog', { name: 'Confirm' });
  await item.getByRole('button', { name: 'Actions for Receiver edited' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(confirm.getByText('Do you really want to delete this?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Actions for Receiver edited' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(item).toBeHidden();
  await expect(section.getByTestId('webhooks-empty')).toBeVisible();
  expect(await webhooksOf(page, doctype)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a target the server refuses shows its error under the URL', async ({ page }) => {
  const doctype = await signedInWithDoctype(page, 'webhooks-ssrf', 'professional');
  await page.goto(`/doctype/${doctype}/integration`);
  await webhooksSection(page).getByRole('button', { name: 'Add webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'New webhook' });
  await typeInto(page, dialog.getByRole('textbox', { name: 'Title' }), 'Metadata');
  await typeInto(page, dialog.getByRole('textbox', { name: 'URL' }), 'http://169.254.169.254/');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(dialog.getByText(/private, loopback, link-local or metadata/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'URL' })).toBeFocused();
  expect(await webhooksOf(page, doctype)).toEqual([]);
});

test('a free user sees the PRO tag instead of the create button', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  const doctype = await signedInWithDoctype(page, 'webhooks-free', 'free');
  await page.goto(`/doctype/${doctype}/integration`);
  const section = webhooksSection(page);
  await expect(section.getByText('Webhooks are part of the Professional plan.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Add webhook' })).toHaveCount(0);
  // Both sections' tags sit the same way beside their titles (one was at the far right).
  const tagBesideTitle = async (region: Locator) => {
    const [title, tag] = await boxesInOneFrame(
      region.getByRole('heading', { level: 2 }),
      region.getByTestId('pro-tag'),
    );
    return {
      gap: Math.round(tag.x - (title.x + title.width)),
      middle: Math.round(tag.y + tag.height / 2 - (title.y + title.height / 2)),
    };
  };
  const inbound = await tagBesideTitle(page.getByRole('region', { name: 'Inbound e-mail' }));
  expect(inbound.gap).toBeGreaterThanOrEqual(4);
  expect(inbound.gap).toBeLessThanOrEqual(16);
  expect(await tagBesideTitle(section)).toEqual(inbound);
  await section.getByTestId('pro-tag').click();
  await expect(page).toHaveURL(/\/payment\/subscription$/);
  expect(errors).toEqual([]);
});

test('unknown and foreign webhook ids answer 404, and free users 403', async ({
  page,
  request: other,
}) => {
  const doctype = await signedInWithDoctype(page, 'webhooks-owner', 'professional');
  const created = await page.request.post('/api/webhooks', {
    data: {
      trigger: 'doctype.records',
      target: doctype,
      title: 'Mine',
      webhookRequest: { httpMethod: 'POST', url: receiver.url },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as SavedWebhook;

  const otherEmail = uniqueEmail('webhooks-other');
  await createAccount(other, otherEmail);
  await docsift('users', 'set-role', '--email', otherEmail, '--role', 'professional');
  for (const target of [id, 'webhookspec-unknown', 'not-a-webhook']) {
    const calls = [
      other.get(`/api/webhooks/${target}/invocations`),
      other.patch(`/api/webhooks/${target}`, { data: { enabled: false } }),
      other.post(`/api/webhooks/${target}/test`),
      other.delete(`/api/webhooks/${target}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not-found');
    }
  }
  // The owner's doctype is not the other user's to list, and the owner's webhook is untouched.
  expect((await other.get(`/api/webhooks?target=${doctype}`)).status()).toBe(404);
  const [mine] = await webhooksOf(page, doctype);
  expect(mine).toMatchObject({ id, enabled: true, invocations: 0 });

  await docsift('users', 'set-role', '--email', otherEmail, '--role', 'free');
  const refused = await other.get(`/api/webhooks/${id}/invocations`);
  expect(refused.status()).toBe(403);
});

test('a finished upload sends its records, signed with the webhook secret', async ({ page }) => {
  const doctype = await signedInWithDoctype(page, 'webhooks-upload', 'professional');
  const created = await page.request.post('/api/webhooks', {
    data: {
      trigger: 'doctype.records',
      target: doctype,
      title: 'Records out',
      webhookRequest: { httpMethod: 'POST', url: receiver.url },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { secret } = (await created.json()) as SavedWebhook;
  await page.goto(`/doctype/${doctype}/integration`);
  const item = webhooksSection(page).getByRole('group', { name: 'Records out' });
  await expect(item.getByRole('button', { name: '0 invocations' })).toBeVisible();

  const files = await sampleDocuments();
  try {
    await uploadFile(page.request, doctype, await files.write('invoice', 'invoice.pdf'));
  } finally {
    await files.remove();
  }
  const delivery = await receiver.next(60_000);
  expectSigned(delivery, secret);
  const payload = JSON.parse(delivery.body) as {
    test: boolean;
    upload: { filename: string };
    fields: { caption: string }[];
    records: unknown[];
  };
  expect(payload.test).toBe(false);
  expect(payload.upload.filename).toBe('invoice.pdf');
  expect(payload.fields.map((field) => field.caption)).toEqual([
    'Description',
    'Quantity',
    'Amount',
  ]);
  expect(payload.records).toHaveLength(3);
  // The list follows the delivery live.
  await expect(item.getByRole('button', { name: '1 invocation' })).toBeVisible();
});

test('the webhook dialog and the actions menu work from the keyboard', async ({ page }) => {
  const doctype = await signedInWithDoctype(page, 'webhooks-keys', 'professional');
  await page.goto(`/doctype/${doctype}/integration`);
  const section = webhooksSection(page);
  await section.getByRole('button', { name: 'Add webhook' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New webhook' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await page.keyboard.type('Keys');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Method' })).toBeFocused();
  await openSelectByKeyboard(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'Method' })).toHaveValue('GET');
  await page.keyboard.press('Tab');
  await page.keyboard.type(receiver.url);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const item = section.getByRole('group', { name: 'Keys' });
  await item.getByRole('button', { name: 'Actions for Keys' }).focus();
  await page.keyboard.press('Enter');
  // The open menu holds the focus; the arrows walk its entries.
  await expect(page.getByRole('menu').locator(':focus')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Send test' })).toBeFocused();
  await page.keyboard.press('Enter');
  const delivery = await receiver.next();
  expect(delivery.method).toBe('GET');
  await expect(item.getByRole('button', { name: '1 invocation' })).toBeVisible();
});

test('a failed delivery is sent again from the invocations dialog, as the same delivery', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  const doctype = await signedInWithDoctype(page, 'webhooks-resend', 'professional');
  const created = await page.request.post('/api/webhooks', {
    data: {
      trigger: 'doctype.records',
      target: doctype,
      title: 'Flaky',
      webhookRequest: { httpMethod: 'POST', url: receiver.url },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as SavedWebhook;
  // The receiver is down: the test delivery fails.
  receiver.answerWith(503);
  expect((await page.request.post(`/api/webhooks/${id}/test`)).status()).toBe(200);
  const failed = await receiver.next();

  await page.goto(`/doctype/${doctype}/integration`);
  const item = webhooksSection(page).getByRole('group', { name: 'Flaky' });
  await item.getByRole('button', { name: '1 invocation' }).click();
  const invocations = page.getByRole('dialog', { name: 'Invocations of Flaky' });
  const rows = invocations.getByTestId('webhook-invocation');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('503');
  const resend = invocations.getByRole('button', { name: 'Resend' });
  await expect(resend).toHaveCount(1);
  await expect(resend).toBeVisible();

  // Still down: the new attempt fails too, and only it offers Resend now.
  await resend.click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('attempt 2');
  await expect(rows.first()).toContainText('503');
  await expect(resend).toHaveCount(1);
  await expect(rows.first().getByRole('button', { name: 'Resend' })).toBeVisible();
  const second = await receiver.next();

  // Back up: the delivery arrives, the newest row paints a green 200, and Resend is gone.
  receiver.answerWith(200);
  await resend.click();
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('attempt 3');
  const status = rows.first().getByText('200', { exact: true });
  await expect(status).toBeVisible();
  // Mantine's light teal badge: more green than red.
  const [red, green] = (await computedStyle(status, 'color')).match(/\d+/g)!.map(Number);
  expect(green!).toBeGreaterThan(red! + 50);
  await expect(rows.first()).toHaveAttribute('data-success', 'true');
  await expect(resend).toHaveCount(0);
  await expect(item.getByRole('button', { name: '3 invocations' })).toBeVisible();

  // The receiver got the same delivery three times: the same webhook-id and body.
  const third = await receiver.next();
  for (const again of [second, third]) {
    expect(again.headers['webhook-id']).toBe(failed.headers['webhook-id']);
    expect(again.body).toBe(failed.body);
  }
  expect(errors).toEqual([]);
});

interface SamplePayload {
  delivery: string;
  created: number;
  doctype: { id: string; title: string };
  fields: { caption: string }[];
  upload: { created: number };
}

test('the webhook dialog shows the sample payload the server builds, and copies it', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchConsoleErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const doctype = await signedInWithDoctype(page, 'webhooks-sample', 'professional');
  await page.goto(`/doctype/${doctype}/integration`);
  await webhooksSection(page).getByRole('button', { name: 'Add webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'New webhook' });
  const toggle = dialog.getByRole('button', { name: 'Show sample payload' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const code = dialog.getByTestId('webhook-sample-payload');
  await expect(code).toHaveCount(0);

  await toggle.click();
  await expect(code).toBeVisible();
  await expect(code).toContainText('"event": "doctype.records"');
  await expect(code).toContainText('"Sample text"');
  // Painted as code: monospace, one field per line.
  expect(await computedStyle(code, 'fontFamily')).toMatch(/mono/i);
  const painted = await code.innerText();
  expect(painted.split('\n').length).toBeGreaterThan(20);
  const shown = JSON.parse(painted) as SamplePayload;
  expect(shown.doctype).toEqual({ id: doctype, title: 'Invoices' });
  expect(shown.fields.map((field) => field.caption)).toEqual(['Description', 'Quantity', 'Amount']);
  // The server's body: only the delivery id and the times differ from one asking to the next.
  const served = await page.request.get(`/api/webhooks/sample?target=${doctype}`);
  expect(served.status()).toBe(200);
  const timeless = (payload: SamplePayload) => ({
    ...payload,
    delivery: '',
    created: 0,
    upload: { ...payload.upload, created: 0 },
  });
  expect(timeless(shown)).toEqual(timeless((await served.json()) as SamplePayload));

  await dialog.getByRole('button', { name: 'Copy JSON' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(painted);

  await dialog.getByRole('button', { name: 'Hide sample payload' }).click();
  await expect(code).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});
