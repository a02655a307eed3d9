/**
 * Words of a name or an address as OCR garbles them, repaired where the garbling is unmistakable:
 * an underline or a speck read as "_" at a word's edge ("_.K"), and a capital read as the digit
 * it looks like in front of lower-case letters ("5ky" for "Sky", "0cean" for "Ocean"), and the
 * letter O among the digits of a figure ("52oo0" for 52000), the digit one among lower-case
 * letters ("Ja1an" for "Jalan") and the digit zero between capitals ("L0T" for "LOT"). Ordinals
 * ("5th", "1st") are digits followed by letters as printed, and stay.
 */

/** Digits OCR reads for the capitals they resemble. */
const CAPITAL_LOOKALIKES: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '5': 'S',
  '8': 'B',
};
const MISREAD_CAPITAL = /(?<![\p{L}\p{N}])([0158])(\p{Ll}{2,})(?![\p{L}\p{N}])/gu;
const ORDINAL_ENDINGS = new Set(['st', 'nd', 'rd', 'th']);
const EDGE_UNDERSCORES = /(?<=^|\s)_+(?=[^\s_])|(?<=[^\s_])_+(?=\s|$)/g;

/** A one between lower-case letters, or ending a lower-case word: the letter l ("Ja1an", "Leve1"). */
const ONE_AMONG_LETTERS = /(?<=\p{Ll})1(?=\p{Ll})|(?<=\p{Ll}{2})1(?![\p{L}\p{N}])/gu;

/** A zero between capitals: the letter O ("L0T", "CONFECTI0NERY"). */
const ZERO_AMONG_CAPITALS = /(?<=\p{Lu})0(?=\p{Lu})/gu;

/** A figure with the letter O among its digits ("52oo0", "475OO"): a postcode or number OCR read as letters. */
const LETTER_O_IN_FIGURE = /(?<![\p{L}\p{N}])(?=(?:[Oo]*\d){2})[\dOo]{3,}(?![\p{L}\p{N}])/gu;

export function repairOcrText(text: string): string {
  return text
    .replace(EDGE_UNDERSCORES, '')
    .replace(LETTER_O_IN_FIGURE, (figure: string) => figure.replace(/[Oo]/g, '0'))
    .replace(ONE_AMONG_LETTERS, 'l')
    .replace(ZERO_AMONG_CAPITALS, 'O')
    .replace(MISREAD_CAPITAL, (word: string, digit: string, rest: string) =>
      ORDINAL_ENDINGS.has(rest) ? word : (CAPITAL_LOOKALIKES[digit] ?? digit) + rest,
    );
}

/** A period read after a house number or postcode before the next word ("Seksyen 9. Bandar"). */
const PERIOD_AFTER_FIGURE = /(?<=\d)\.(?=\s+\p{L})/gu;

/**
 * An address as OCR garbles it, repaired: as any name, and with a period after a figure read as
 * the comma an address prints there (OCR takes a small comma for a period).
 */
export function repairOcrAddress(text: string): string {
  return repairOcrText(text).replace(PERIOD_AFTER_FIGURE, ',');
}
