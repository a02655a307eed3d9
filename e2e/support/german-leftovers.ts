/**
 * What a German screen shows that is not German: English left over from the common texts
 * (painted, or as a tooltip, placeholder or accessible name), raw message keys or error codes,
 * and numbers grouped the English way. Used by the German walks of the app's screens.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** English texts of the common screens, each a whole word or phrase. */
const commonEnglish = [
  'Dashboard',
  'Notifications',
  'Subscription',
  'Usage',
  'Payment history',
  'Upload files',
  'Records',
  'Fields',
  'Download',
  'Add filter',
  'Needs review',
  'Review',
  'Select uploads',
  'All uploads',
  'Settings',
  'Language',
  'Save',
  'Cancel',
  'Delete',
  'Account',
  'Profile',
  'Change password',
  'API keys',
  'Sign in',
  'Sign up',
  'Create account',
  'Password',
  'Forgot',
  'Reset password',
  'Plans',
  'per month',
  'Current plan',
  'Incoming e-mail',
  'Allowed senders',
  'Add webhook',
  'Activity',
  'Add field',
  'Required',
  'Description',
  'Instructions',
  'Unread',
  'No notifications',
  'records',
  'selected',
  'Loading',
  'Something went wrong',
  'Upgrade',
  'Terms',
  'Privacy',
  // The notification drawer, the wizard and the signed-out pages' error states.
  'Mark all read',
  'Mark as read',
  'Open upload',
  'Choose a sample',
  'Create document type',
  'Field',
  'Mode',
  'Close',
  'Remove',
  'Move',
  'Search',
  'Preview',
  'not found',
  'incorrect password',
  'already exists',
  'has expired',
  'privacy policy',
  'Please',
  'Back to',
  'Display name',
];
/** A message key shown instead of its text (`doctypes.records.count`), or an error code. */
const rawKeys =
  /\b(?:common|doctypes|errors|payment|review|rules|webhooks|integration|api_keys|teams|preferences|validation|fields)\.[a-z_]+\b|\b(?:auth|file|payment|doctype|records|team|webhook|mail|credits|uploads|scan|llm)\/[a-z-]+\b/g;
/** A number grouped the English way (1,000). */
const englishGrouping = /\b\d{1,3}(?:,\d{3})+\b/g;

const wordsOf = (english: readonly string[]) => new RegExp(`\\b(?:${english.join('|')})\\b`, 'g');
const commonWords = wordsOf(commonEnglish);

/**
 * What of `text` is not German: the common English texts and `moreEnglish` (a screen's own
 * texts, each a whole word or phrase), raw keys, English-grouped numbers.
 */
export function leftovers(text: string, moreEnglish: readonly string[] = []): string[] {
  const english = moreEnglish.length ? wordsOf([...commonEnglish, ...moreEnglish]) : commonWords;
  return [
    ...(text.match(english) ?? []),
    ...(text.match(rawKeys) ?? []),
    ...(text.match(englishGrouping) ?? []),
  ];
}

/** The places with leftovers, each with what was found there: none is the expectation. */
export const withLeftovers = (found: Map<string, string[]>) =>
  Object.fromEntries([...found].filter(([, words]) => words.length > 0));

/**
 * The texts `locator` shows a person: what it paints (innerText leaves hidden elements out), and
 * the placeholders, tooltips and accessible names of its visible elements (an icon button's
 * label is read aloud and a title shows on hover; values typed or read from a sample are data).
 */
export async function shownText(locator: Locator): Promise<string> {
  const labels = await locator.evaluate((root) =>
    [...root.querySelectorAll('[placeholder], [title], [aria-label]')]
      .filter((element) => element.checkVisibility())
      .flatMap((element) =>
        ['placeholder', 'title', 'aria-label'].map((name) => element.getAttribute(name) ?? ''),
      ),
  );
  return [await locator.innerText(), ...labels].join('\n');
}

/** What the page shows as text once it has settled. */
export async function paintedText(page: Page, heading: string | RegExp): Promise<string> {
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  return shownText(page.locator('body'));
}

/** The text `locator` shows, once visible. */
export async function paintedTextOf(locator: Locator): Promise<string> {
  await expect(locator).toBeVisible({ timeout: 30_000 });
  return shownText(locator);
}

export const schemes = ['light', 'dark'] as const;
export type Scheme = (typeof schemes)[number];

/** Shows the signed-in app in `scheme`, as the header's switch would leave it. */
export async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.goto('/dashboard');
  await page.evaluate(`localStorage.setItem('docsift.color-scheme', '${scheme}')`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}
