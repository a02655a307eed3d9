/** Check marks and yes/no words in English, German and French; null for anything else. */
const TRUE_WORDS = new Set([
  'yes',
  'y',
  'true',
  'ja',
  'j',
  'wahr',
  'x',
  '1',
  'oui',
  'checked',
  'on',
  '✓',
  '✔',
  '☑',
  '☒',
]);
const FALSE_WORDS = new Set([
  'no',
  'n',
  'false',
  'nein',
  'falsch',
  '0',
  'non',
  'unchecked',
  'off',
  '☐',
  '-',
  '—',
]);

export function parseBoolean(text: string): boolean | null {
  const word = text.trim().toLowerCase().replace(/[.!]$/, '');
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}
