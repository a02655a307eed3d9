/**
 * Words of addresses OCR misreads, mended against a gazetteer: the states, federal territories
 * and larger towns of Malaysia and the Malay words its addresses are built of ("Jalan", "Taman",
 * "Seksyen"), as in the receipts of its shops. OCR of a receipt printer's wide-set letters parts
 * words beside narrow glyphs ("PETAL ING", "Sel angor") and takes one letter for another
 * ("TANAN", "KEHBANGAN"); a gazetteer word tells which reading was meant. Other countries'
 * words can join the list; a word of the list is never changed, so a correct reading stays.
 */
import { foldLookalikes, withinOneEdit } from './ocr-spelling.ts';

const GAZETTEER = `
  johor kedah kelantan melaka malacca negeri sembilan pahang perak perlis pulau pinang penang
  sabah sarawak selangor terengganu kuala lumpur putrajaya labuan malaysia darul ehsan takzim
  makmur ridzuan aman naim khusus iman
  bahru ipoh shah alam petaling jaya kuching kota kinabalu klang kajang subang seremban george
  town ampang cheras puchong selayang rawang sepang cyberjaya bangi kembangan kepong setapak
  damansara sungai buloh butterworth taiping miri sandakan tawau kuantan bharu alor setar
  kangar muar batu pahat kluang skudai pasir gudang nilai semenyih balakong bentong serdang
  jalan taman lorong persiaran lebuh lebuhraya bandar kawasan perindustrian perusahaan seksyen
  bukit kampung mukim pusat perniagaan desa seri utama indah baru utara selatan timur barat
  tengah padang pekan pangsapuri kompleks menara wisma bangunan tingkat blok
`
  .split(/\s+/)
  .filter((word) => word.length > 0);

const WORDS = new Set(GAZETTEER);
const UNIQUE_WORDS = [...WORDS];
/** Shorter words mend only by look-alike glyphs: one edit turns too many into others. */
const MIN_EDITED_LENGTH = 5;
/** A split word is joined only into a word this long, so two short words stay apart. */
const MIN_JOINED_LENGTH = 4;

/** The address with its misread gazetteer words mended, each in the case it was read in. */
export function mendPlaceNames(text: string): string {
  const parts = text.split(/(\s+)/);
  const out: string[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const word = parts[index]!;
    const next = parts[index + 2];
    const joined = next === undefined ? undefined : joinedReading(word, next);
    if (joined !== undefined) {
      out.push(joined);
      if (index + 3 < parts.length) out.push(parts[index + 3]!);
      index += 2;
      continue;
    }
    out.push(mendedWord(word));
    if (index + 1 < parts.length) out.push(parts[index + 1]!);
  }
  return out.join('');
}

/** Two pieces that make one gazetteer word neither of them is ("PETAL" + "ING"), joined. */
function joinedReading(left: string, right: string): string | undefined {
  const [leftCore, rightCore] = [letters(left), letters(right)];
  if (!/^\p{L}+$/u.test(leftCore.word + rightCore.word) || leftCore.after || rightCore.before)
    return undefined;
  const whole = (leftCore.word + rightCore.word).toLowerCase();
  if (whole.length < MIN_JOINED_LENGTH || !WORDS.has(whole)) return undefined;
  if (WORDS.has(leftCore.word.toLowerCase()) || WORDS.has(rightCore.word.toLowerCase()))
    return undefined;
  return leftCore.before + leftCore.word + rightCore.word + rightCore.after;
}

/** A word read one glyph off a gazetteer word, and close to no other, as that word. */
function mendedWord(token: string): string {
  const { before, word, after } = letters(token);
  const read = word.toLowerCase();
  if (read.length < 3 || WORDS.has(read) || !/^(?=.*\p{L})[\p{L}015l|!$8]+$/u.test(word))
    return token;
  const folded = foldLookalikes(read);
  const meant = UNIQUE_WORDS.filter(
    (entry) =>
      foldLookalikes(entry) === folded ||
      (Math.min(entry.length, read.length) >= MIN_EDITED_LENGTH && withinOneEdit(read, entry)),
  );
  if (meant.length !== 1) return token;
  return before + inCaseOf(word, meant[0]!) + after;
}

/** A token's word and the punctuation around it ("(TESCO" → "(", "TESCO", ""). */
function letters(token: string): { before: string; word: string; after: string } {
  const match = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(token)!;
  return { before: match[1]!, word: match[2]!, after: match[3]! };
}

/** `word` written in the case of `read`: capitals, a capital first, or lower case. */
function inCaseOf(read: string, word: string): string {
  const capitals = read.replace(/[^\p{L}]/gu, '');
  if (capitals === capitals.toUpperCase()) return word.toUpperCase();
  if (/^\p{Lu}/u.test(read)) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}
