/**
 * Amounts as OCR misreads them on receipts, repaired before parsing: a currency glued to the digits
 * ("RM1.38"), letters for look-alike digits ("RMO.08", "1O.5O"), a decimal point read as a gap
 * ("179. 50", "6 00"), a stray bracket ("30.9)").
 */

const GLUED_CURRENCY = /^(?:RM|Rs\.?|[$€£])(?=[\dOo])/i;
/** A token of digits and separators in which some digits may have come out as letters. */
const DIGITS_WITH_LOOKALIKES = /^[\dOoIl.,]*\d[\dOoIl.,]*$/;
const LOOKALIKES_ONLY = /^[\dOoIl.,]*[\dOo][\dOoIl.,]*$/;
const LOOKALIKES: Record<string, string> = { O: '0', o: '0', I: '1', l: '1' };

export interface RepairedAmount {
  text: string;
  /** Whether a gap was read as the decimal point: less certain than a printed one. */
  guessedDecimal: boolean;
}

/** `text` is one or more words joined by single spaces. */
export function repairAmountText(text: string): RepairedAmount {
  const words = text.split(' ').map((word) => {
    const bare = word.replace(GLUED_CURRENCY, '');
    // After a currency ("RMO.08") even a token without a clean digit is an amount.
    const isAmount =
      DIGITS_WITH_LOOKALIKES.test(bare) || (bare !== word && LOOKALIKES_ONLY.test(bare));
    return isAmount ? bare.replace(/[OoIl]/g, (letter) => LOOKALIKES[letter] ?? letter) : word;
  });
  const joined = words
    .join(' ')
    .replace(/(\d[.,]) (\d{2})$/, '$1$2')
    // A lone bracket is a misread stroke ("30.9)"); a pair means a negative amount.
    .replace(/^\((?=[^)]*$)|(?<=^[^(]*)\)$/, '');
  // "6 00": two digits after a whole number with no separator of its own are its cents.
  const gap = /^(\d{1,4}) (\d{2})$/.exec(joined);
  return gap
    ? { text: `${gap[1]}.${gap[2]}`, guessedDecimal: true }
    : { text: joined, guessedDecimal: false };
}
