/**
 * The unlabelled recipient of a letter-style invoice: the first address block at the top of the
 * first page (lines sharing a left edge, one of them a postcode and town) that is not the issuer's
 * own block. Its first line is the name, with a bare salutation joined to the line after it.
 */
import type { OcrWord } from '@docsift/core/ocr';
import { joinWords, unionBox } from '../../layout/text-line.ts';
import type { PageLayout } from './document-layout.ts';
import { issuerName } from './issuer-block.ts';
import { matchTokens } from './match-tokens.ts';
import { isKeyValueLine, isNameContinuation, isSenderLine } from './name-lines.ts';
import type { Located } from './value-near-label.ts';
import { otherAddressHeadings } from './vocabulary.ts';

const SCORE = 0.35;
/**
 * A postcode and town: "12346 Bad Musterhausen", "D-88802 Spielkreis", "69001 Lyon", and the
 * postcodes with letters of Britain ("M1 1AA Manchester") and Ireland ("D02 XA00 Dublin").
 */
const POSTCODE_LINE = new RegExp(
  [
    String.raw`(?:[A-Z]{1,2}-)?\d{4,5}`,
    String.raw`[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}`,
    String.raw`[A-Z]\d{2}\s[A-Z\d]{4}`,
  ]
    .map((postcode) => `^${postcode}\\s+\\p{L}`)
    .join('|'),
  'u',
);
const MAX_BLOCK_LINES = 7;
const headingTokens = otherAddressHeadings.map((heading) => matchTokens(heading).join(' '));

interface Block {
  left: number;
  bottom: number;
  lines: OcrWord[][];
}

export function recipientName(layout: PageLayout): Located | null {
  const issuer = issuerName(layout);
  const issuerWords = new Set(issuer?.words ?? []);
  const issuerText = matchTokens(joinWords(issuer?.words ?? [])).join(' ');
  for (const block of addressBlocks(layout)) {
    // A letterhead that repeats the name of the sender's return line is the issuer's block.
    const isLetterhead = block.lines.some(
      (words) =>
        matchTokens(joinWords(words)).join(' ') === issuerText &&
        !words.some((word) => issuerWords.has(word)),
    );
    if (isLetterhead) continue;
    // The issuer's lines and a date or number above the recipient share its left edge in some layouts.
    const lastIssuerLine = block.lines.findLastIndex((words) =>
      words.some((word) => issuerWords.has(word)),
    );
    const lines = block.lines.slice(lastIssuerLine + 1).filter((words) => !isSenderLine(words));
    const start = lines.findIndex(isNameLike);
    const first = lines[start];
    const second = lines[start + 1];
    if (!first || !lines.slice(start + 1).some((words) => POSTCODE_LINE.test(joinWords(words))))
      continue;
    if (
      headingTokens.some((heading) =>
        matchTokens(joinWords(first)).join(' ').startsWith(heading),
      ) ||
      isKeyValueLine(first)
    )
      continue;
    const words = second && isNameContinuation(first, second) ? [...first, ...second] : first;
    const bbox = unionBox(words);
    return {
      value: joinWords(words),
      page: layout.page.number,
      bbox,
      score: SCORE,
      order: layout.page.number * 1e6 + bbox[1],
    };
  }
  return null;
}

function isNameLike(words: readonly OcrWord[]): boolean {
  const text = joinWords(words);
  return (text.match(/\p{L}/gu)?.length ?? 0) > (text.match(/\d/g)?.length ?? 0) * 2;
}

/** Segments of the top half grouped into blocks by a shared left edge and small vertical gaps, in reading order. */
function addressBlocks(layout: PageLayout): Block[] {
  const limit = layout.page.height > 0 ? layout.page.height * 0.5 : Infinity;
  const open: Block[] = [];
  const closed: Block[] = [];
  for (const line of layout.lines) {
    if (line.line.bbox[1] > limit) break;
    for (const segment of line.line.segments) {
      const block = open.find(
        (candidate) =>
          Math.abs(candidate.left - segment.bbox[0]) < layout.unit &&
          segment.bbox[1] - candidate.bottom < layout.unit * 2.5,
      );
      if (block && block.lines.length < MAX_BLOCK_LINES) {
        block.lines.push(segment.words);
        block.bottom = segment.bbox[3];
        continue;
      }
      const started: Block = {
        left: segment.bbox[0],
        bottom: segment.bbox[3],
        lines: [segment.words],
      };
      open.push(started);
      closed.push(started);
    }
  }
  return closed;
}
