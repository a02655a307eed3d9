/**
 * The integration tab's inbound e-mail: the address copied to the clipboard, the allow-list
 * edited and kept, a mail sent to the server's SMTP port turning into an upload live, and the
 * received mails listed with what became of each.
 */
import { expect, test } from '@playwright/test';
import nodemailer from 'nodemailer';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { createDoctype, type DoctypeFields } from '../support/api-setup.ts';
import { docsift } from '../support/cli.ts';
import { computedStyle } from '../support/computed-style.ts';
import { watchConsoleErrors } from '../support/console-errors.ts';
import { sampleDocuments } from '../support/sample-documents.ts';
import { workerServer } from '../support/suite-servers.ts';

const fields = [
  { caption: 'Invoice number', type: 'string' },
  { caption: 'Total', type: 'number' },
] satisfies DoctypeFields;

function sendMail(mail: nodemailer.SendMailOptions) {
  return nodemailer
    .createTransport({
      host: '127.0.0.1',
      port: workerServer().smtpPort,
      secure: false,
      ignoreTLS: true,
    })
    .sendMail({ subject: 'Invoice', ...mail });
}

test('a starter copies the address, edits the allowed senders, and mail arrives as an upload', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('inbound');
  await createAccount(page.request, email);
  await docsift('users', 'set-role', '--email', email, '--role', 'starter');
  const doctype = await createDoctype(page.request, { title: 'Mailed invoices', fields });
  const address = `${doctype.slice('doctype-'.length)}@in.127.0.0.1`;

  await page.goto(`/doctype/${doctype}`);
  await page.getByRole('tab', { name: 'Integration' }).click();
  await expect(page).toHaveURL(new RegExp(`/doctype/${doctype}/integration$`));
  const section = page.getByRole('region', { name: 'Inbound e-mail' });
  await expect(section.getByLabel('Address of this document type')).toHaveText(address);
  await expect(section.getByTestId('pro-tag')).toHaveCount(0);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await section.getByRole('button', { name: 'Copy the e-mail address' }).click();
  await expect(page.getByText('E-mail address copied')).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(address);

  // Each sender is checked as it is typed: a phrase's good entries become tags, a wrong one
  // stays in the input with a red message beside it and is not added.
  const senders = section.getByRole('combobox', { name: 'Allowed senders' });
  const save = section.getByRole('button', { name: 'Save senders' });
  await expect(save).toBeDisabled();
  await senders.click();
  await senders.pressSequentially('anna@supplier.example nobody');
  await senders.press('Enter');
  await expect(section.getByText('anna@supplier.example', { exact: true })).toBeVisible();
  await expect(senders).toHaveValue('nobody');
  const notAdded = section.getByText(
    'Not added: "nobody" is neither an e-mail address nor a domain such as @example.com.',
  );
  await expect(notAdded).toBeVisible();
  await expect(notAdded).toHaveCSS('color', /^rgb\(2\d\d, \d{1,2}, \d{1,2}\)$/);
  await expect(section.getByText('nobody', { exact: true })).toHaveCount(0);
  // A pasted list is split and checked the same way.
  await senders.fill('');
  await expect(notAdded).toHaveCount(0);
  await page.evaluate(`navigator.clipboard.writeText('@Partner.example; junk')`);
  await senders.press('ControlOrMeta+V');
  await expect(section.getByText('@Partner.example', { exact: true })).toBeVisible();
  await expect(senders).toHaveValue('junk');
  await expect(section.getByText(/^Not added: "junk"/)).toBeVisible();
  await expect(section.getByText('junk', { exact: true })).toHaveCount(0);
  await senders.fill('');
  await save.click();
  await expect(page.getByText('Successfully saved')).toBeVisible();
  await page.reload();
  await expect(section.getByText('@partner.example', { exact: true })).toBeVisible();
  await expect(section.getByText('anna@supplier.example', { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();

  // A stranger is refused at the door; an allowed sender's attachment appears in the records view.
  const files = await sampleDocuments();
  try {
    await expect(
      sendMail({ from: 'spam@elsewhere.example', to: address, text: 'hi' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await page.getByRole('tab', { name: 'Records' }).click();
    await expect(page).toHaveURL(new RegExp(`/doctype/${doctype}/records/all$`));
    await sendMail({
      from: 'bob@partner.example',
      to: address,
      attachments: [
        { filename: 'mailed-invoice.pdf', path: await files.write('invoice', 'x.pdf') },
      ],
    });
    const uploads = page.getByRole('list', { name: 'Uploads', exact: true });
    await expect(uploads.getByRole('listitem', { name: 'mailed-invoice.pdf' })).toContainText(
      '1 record',
      { timeout: 30_000 },
    );
  } finally {
    await files.remove();
  }
});

test('below starter the tab shows the address with a PRO tag and a locked allow-list', async ({
  page,
}) => {
  await createAccount(page.request, uniqueEmail('inbound-free'));
  const doctype = await createDoctype(page.request, { title: 'Free invoices', fields });
  await page.goto(`/doctype/${doctype}/integration`);
  const section = page.getByRole('region', { name: 'Inbound e-mail' });
  await expect(section.getByLabel('Address of this document type')).toContainText(
    doctype.slice('doctype-'.length),
  );
  await expect(section.getByText(/available from the Starter plan/)).toBeVisible();
  await expect(section.getByRole('combobox', { name: 'Allowed senders' })).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Save senders' })).toHaveCount(0);
  await section.getByTestId('pro-tag').click();
  await expect(page).toHaveURL(/\/payment\/subscription$/);
});

test('the received e-mails are listed under the address with what became of each', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  const email = uniqueEmail('inbound-log');
  await createAccount(page.request, email);
  await docsift('users', 'set-role', '--email', email, '--role', 'starter');
  const doctype = await createDoctype(page.request, { title: 'Logged invoices', fields });
  const address = `${doctype.slice('doctype-'.length)}@in.127.0.0.1`;
  await page.goto(`/doctype/${doctype}/integration`);
  const section = page.getByRole('region', { name: 'Inbound e-mail' });
  await expect(section.getByTestId('received-mails-empty')).toHaveText('No e-mail received yet.');

  const files = await sampleDocuments();
  try {
    await sendMail({
      from: 'anna@supplier.example',
      to: address,
      attachments: [{ filename: 'logged.pdf', path: await files.write('invoice', 'x.pdf') }],
    });
  } finally {
    await files.remove();
  }
  await sendMail({ from: 'bert@supplier.example', to: address, text: 'Forgot it' });
  const saved = await page.request.patch(`/api/doctypes/${doctype}/inbound-mail`, {
    data: { allowedSenders: ['@supplier.example'] },
  });
  expect(saved.status()).toBe(200);
  await expect(
    sendMail({ from: 'spam@elsewhere.example', to: address, text: 'buy' }),
  ).rejects.toMatchObject({ responseCode: 550 });

  await page.reload();
  const table = section.getByRole('table', { name: 'Received e-mails' });
  const rows = table.getByTestId('received-mail');
  await expect(rows).toHaveCount(3);
  const expected = [
    ['spam@elsewhere.example', 'Sender refused'],
    ['bert@supplier.example', 'No attachment'],
    ['anna@supplier.example', 'Accepted: 1 upload'],
  ];
  for (const [index, [sender, outcome]] of expected.entries()) {
    await expect(rows.nth(index)).toContainText(sender!);
    await expect(rows.nth(index).getByTestId('received-mail-outcome')).toHaveText(outcome!);
  }
  // The outcome's colour says it at a glance: red refused, green accepted.
  const rgb = async (index: number) =>
    (await computedStyle(rows.nth(index).getByTestId('received-mail-outcome'), 'color'))
      .match(/\d+/g)!
      .map(Number);
  const [refusedRed, refusedGreen] = await rgb(0);
  expect(refusedRed!).toBeGreaterThan(refusedGreen! + 50);
  const [acceptedRed, acceptedGreen] = await rgb(2);
  expect(acceptedGreen!).toBeGreaterThan(acceptedRed! + 50);
  expect(errors).toEqual([]);
});
