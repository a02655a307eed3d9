/** Month names and abbreviations (English, German, French, Dutch), lower-case and without accents, to month 1-12. */
const monthsByNumber: readonly (readonly string[])[] = [
  ['january', 'jan', 'januar', 'janner', 'janvier', 'janv', 'januari'],
  ['february', 'feb', 'febr', 'februar', 'feber', 'fevrier', 'fevr', 'fev', 'februari'],
  ['march', 'mar', 'marz', 'maerz', 'mrz', 'mars', 'maart', 'mrt'],
  ['april', 'apr', 'avril', 'avr'],
  ['may', 'mai', 'mei'],
  ['june', 'jun', 'juni', 'juin'],
  ['july', 'jul', 'juli', 'juillet', 'juil'],
  ['august', 'aug', 'aout', 'augustus'],
  ['september', 'sep', 'sept', 'septembre'],
  ['october', 'oct', 'oktober', 'okt', 'octobre'],
  ['november', 'nov', 'novembre'],
  ['december', 'dec', 'dezember', 'dez', 'decembre'],
];

const monthByName = new Map<string, number>(
  monthsByNumber.flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

/** Month number of a name such as "März", "Mar." or "décembre"; null when it is not a month. */
export function monthOfName(name: string): number | null {
  const key = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\.$/, '');
  return monthByName.get(key) ?? null;
}

/** Regex source for a word that may be a month name; confirm with monthOfName. */
export const MONTH_NAME_PATTERN = '[A-Za-zÀ-ÿ]{3,9}\\.?';
