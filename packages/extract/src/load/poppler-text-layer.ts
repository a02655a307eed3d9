import { spawn, spawnSync } from 'node:child_process';
import type { OcrWord } from '@docsift/core/ocr';
import { characterOffsets } from './glyph-widths.ts';
import { textTurn, type Turn } from './upright-text.ts';

/** 'poppler': `pdftotext -bbox-layout` (~18x faster than pdfjs); 'pdfjs': the JavaScript text layer. */
export type PdfTextBackend = 'poppler' | 'pdfjs';

const PDFTOTEXT_TIMEOUT_MS = 120_000;
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;

/** Probe results by PATH: probed once per PATH value. */
const probes = new Map<string | undefined, boolean>();

/** Whether poppler's `pdftotext` is on PATH. */
export function hasPdftotext(): boolean {
  const searchPath = process.env.PATH;
  let found = probes.get(searchPath);
  if (found === undefined) {
    found = spawnSync('pdftotext', ['-v'], { timeout: 10_000 }).status === 0;
    probes.set(searchPath, found);
  }
  return found;
}

/**
 * The text-layer backend: `forced` when given (DOCSIFT_PDF_TEXT_BACKEND, parsed by the caller),
 * else poppler when `pdftotext` is on PATH, else pdfjs.
 */
export function pdfTextBackend(forced?: PdfTextBackend): PdfTextBackend {
  return forced ?? (hasPdftotext() ? 'poppler' : 'pdfjs');
}

/**
 * Words of pages first..last from `pdftotext -bbox-layout`, in PDF points with origin top-left,
 * or undefined when pdftotext fails on this file (the caller then uses pdfjs).
 */
export async function popplerPageWords(
  bytes: Uint8Array,
  first: number,
  last: number,
  signal?: AbortSignal,
): Promise<OcrWord[][] | undefined> {
  const xhtml = await runPdftotext(bytes, first, last, signal);
  if (xhtml === undefined) return undefined;
  const pages = parseBboxLayout(xhtml);
  return pages.length === last - first + 1 ? pages : undefined;
}

function runPdftotext(
  bytes: Uint8Array,
  first: number,
  last: number,
  signal?: AbortSignal,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(
      'pdftotext',
      ['-bbox-layout', '-enc', 'UTF-8', '-f', String(first), '-l', String(last), '-', '-'],
      {
        stdio: ['pipe', 'pipe', 'ignore'],
        timeout: PDFTOTEXT_TIMEOUT_MS,
        ...(signal ? { signal } : {}),
      },
    );
    const chunks: Buffer[] = [];
    let size = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT_BYTES) child.kill();
      else chunks.push(chunk);
    });
    child.stdin.on('error', () => {});
    child.on('error', () => resolve(undefined));
    child.on('close', (code) =>
      resolve(code === 0 ? Buffer.concat(chunks).toString('utf8') : undefined),
    );
    child.stdin.end(bytes);
  });
}

/** Words per `<page>` of pdftotext's XHTML; its structure is fixed, so a tag scan reads it. */
export function parseBboxLayout(xhtml: string): OcrWord[][] {
  const pages: OcrWord[][] = [];
  const pattern =
    /<page\b|<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g;
  for (const match of xhtml.matchAll(pattern)) {
    if (match[0] === '<page') {
      pages.push([]);
      continue;
    }
    const bbox: OcrWord['bbox'] = [
      Number(match[1]),
      Number(match[2]),
      Number(match[3]),
      Number(match[4]),
    ];
    pages.at(-1)?.push({ text: decodeXmlEntities(match[5]!), bbox, conf: 1 });
  }
  return pages.map((words) => {
    const turn = textTurn(words);
    return words.flatMap((word) => splitAtWhitespace(word, turn));
  });
}

/**
 * pdftotext keeps tabs and no-break spaces inside a "word"; pdfjs splits there. Splitting the same
 * way, with the box shared out by glyph proportions along the way the page's text runs, keeps
 * both backends' words alike.
 */
function splitAtWhitespace({ text, bbox }: OcrWord, turn: Turn): OcrWord[] {
  const offsets = characterOffsets(text);
  const [x0, y0, x1, y1] = bbox;
  /** The box from a share of the word's length to another, in reading order. */
  const part = (from: number, to: number): OcrWord['bbox'] => {
    if (turn === 'reads-down') return [x0, y0 + (y1 - y0) * from, x1, y0 + (y1 - y0) * to];
    if (turn === 'reads-up') return [x0, y1 - (y1 - y0) * to, x1, y1 - (y1 - y0) * from];
    if (turn === 'upside-down') return [x1 - (x1 - x0) * to, y0, x1 - (x1 - x0) * from, y1];
    return [x0 + (x1 - x0) * from, y0, x0 + (x1 - x0) * to, y1];
  };
  return Array.from(text.matchAll(/\S+/g), (match) => ({
    text: match[0],
    bbox: part(offsets[match.index]!, offsets[match.index + match[0].length]!),
    conf: 1,
  }));
}

function decodeXmlEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}
