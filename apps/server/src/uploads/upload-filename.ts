/** Names of uploaded files: one shown to people, one safe as a storage key segment. */

const MAX_DISPLAY_LENGTH = 255;
const MAX_STORAGE_LENGTH = 100;

/** The name as shown: no directories, no control characters, at most 255 characters. */
export function displayFilename(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const controlCharacters = /[\u0000-\u001f\u007f]/g;
  // Bidirectional controls (U+202E shows "invoice\u202Efdp.exe" as "invoiceexe.pdf") and marks.
  const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
  const clean = base
    .normalize('NFC')
    .replace(controlCharacters, '')
    .replace(bidiControls, '')
    .trim();
  return clean === '' ? 'file' : Array.from(clean).slice(0, MAX_DISPLAY_LENGTH).join('');
}

/** The name in a storage key: ASCII letters, digits, `.`, `_`, `-`; the extension survives truncation. */
export function storageFilename(display: string): string {
  const ascii = display
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._-]+/, '');
  if (ascii === '') return 'file';
  if (ascii.length <= MAX_STORAGE_LENGTH) return ascii;
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(ascii)?.[0] ?? '';
  return ascii.slice(0, MAX_STORAGE_LENGTH - extension.length) + extension;
}
