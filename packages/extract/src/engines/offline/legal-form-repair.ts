/**
 * A legal form at the end of a name as OCR misreads it, written as printed: "SDN 8HD", "SON BHD",
 * "Stn Bhd", "5/8" are "SDN BHD", "Sdn Bhd", "S/B". The forms are a closed list, so a near match
 * at the end of a name is the form, where a near match of an open word could be another word.
 */

/** Digits OCR reads for capitals in a word of letters. */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};
/** Forms as printed, in capitals. */
const FORMS = ['SDN BHD', 'S/B', 'BHD', 'PTE LTD', 'LTD', 'GMBH', 'INC', 'CORP', 'LLC', 'PLC'];
/** Forms this long may have one letter misread besides look-alike digits; a short one would match other words ("SON"). */
const MIN_LETTERS_FOR_MISREAD = 6;
const TRAILING_PUNCTUATION = /[.,]+$/;
/** Words of the forms that may have a letter misread. */
const LONG_FORM_WORDS = FORMS.filter(
  (form) => form.replace(/\W/g, '').length >= MIN_LETTERS_FOR_MISREAD,
).flatMap((form) => form.split(' '));

/** Each word of a form, for telling a name's own words from its legal form's. */
const FORM_WORDS = new Set(FORMS.flatMap((form) => form.split(' ')));

/**
 * Whether a word of a name reads as a word of a legal form, misread or not: the form comes from a
 * closed list, so OCR's doubt about it says nothing about how the name was read.
 */
export function isLegalFormWord(word: string): boolean {
  const read = [...word.replace(TRAILING_PUNCTUATION, '')]
    .map((char) => (DIGIT_LOOKALIKES[char] ?? char).toUpperCase())
    .join('');
  if (FORM_WORDS.has(read)) return true;
  return LONG_FORM_WORDS.some(
    (formWord) =>
      formWord.length === read.length &&
      [...formWord].filter((char, index) => char !== read[index]).length <= 1,
  );
}

/** `name` with its trailing legal form repaired, or unchanged. */
export function repairLegalForm(name: string): string {
  const words = name.split(' ');
  for (const form of FORMS) {
    const formWords = form.split(' ');
    if (words.length <= formWords.length) continue;
    const tail = words.slice(-formWords.length);
    const repaired = repairWords(tail, formWords);
    if (repaired) return [...words.slice(0, -formWords.length), ...repaired].join(' ');
  }
  return name;
}

function repairWords(words: readonly string[], formWords: readonly string[]): string[] | null {
  const letters = formWords.join('').replace(/\W/g, '').length;
  let misreads = letters >= MIN_LETTERS_FOR_MISREAD ? 1 : 0;
  const repaired: string[] = [];
  for (const [index, word] of words.entries()) {
    const bare = word.replace(TRAILING_PUNCTUATION, '');
    const formWord = formWords[index] ?? '';
    if (bare.length !== formWord.length) return null;
    let result = '';
    for (const [position, char] of [...bare].entries()) {
      const want = formWord[position] ?? '';
      const read = (DIGIT_LOOKALIKES[char] ?? char).toUpperCase();
      if (read !== want && misreads-- <= 0) return null;
      result += keepCase(char, want);
    }
    repaired.push(result + word.slice(bare.length));
  }
  return repaired;
}

/** "Stn" → "Sdn": each letter keeps the case it was read in. */
function keepCase(read: string, want: string): string {
  return /\p{Ll}/u.test(read) ? want.toLowerCase() : want;
}
