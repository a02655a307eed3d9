import { AppError } from '@docsift/core/errors';

/** An element's start (with its attributes; `isEmpty` for `<x/>`), its end, or text between tags. */
export type XmlToken =
  | { kind: 'open'; name: string; attributes: Record<string, string>; isEmpty: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const MARKUP = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * The tokens of a spreadsheet part, names without their namespace prefix (`x:c` is `c`). Only
 * well-formed XML passes: a tag that does not parse, an end tag that does not match, an element
 * left open, or a DOCTYPE (whose entities could expand without bound) is 'file/corrupt'.
 */
export function* xmlTokens(xml: string): Generator<XmlToken> {
  const open: string[] = [];
  let position = 0;
  while (position < xml.length) {
    const lt = xml.indexOf('<', position);
    const textEnd = lt === -1 ? xml.length : lt;
    if (textEnd > position) {
      const text = xml.slice(position, textEnd);
      if (open.length) yield { kind: 'text', text: decodeEntities(text) };
      else if (text.trim()) throw corrupt('text outside the root element');
    }
    if (lt === -1) break;
    position = lt;
    if (xml.startsWith('<?', position)) position = after(xml, '?>', position);
    else if (xml.startsWith('<!--', position)) position = after(xml, '-->', position);
    else if (xml.startsWith('<![CDATA[', position)) {
      const end = after(xml, ']]>', position);
      yield { kind: 'text', text: xml.slice(position + 9, end - 3) };
      position = end;
    } else if (xml.startsWith('<!', position)) throw corrupt('a DOCTYPE or declaration');
    else {
      MARKUP.lastIndex = position;
      const match = MARKUP.exec(xml);
      if (!match) throw corrupt('a tag that does not parse');
      position = MARKUP.lastIndex;
      const [, closing, qualified, rawAttributes, empty] = match;
      const name = localName(qualified!);
      if (closing) {
        if (open.pop() !== qualified || empty || rawAttributes)
          throw corrupt('a mismatched end tag');
        yield { kind: 'close', name };
        continue;
      }
      const isEmpty = empty === '/';
      if (!isEmpty) open.push(qualified!);
      yield { kind: 'open', name, attributes: attributesOf(rawAttributes ?? ''), isEmpty };
    }
  }
  if (open.length) throw corrupt('an element left open');
}

function after(xml: string, terminator: string, from: number): number {
  const end = xml.indexOf(terminator, from);
  if (end === -1) throw corrupt('an unterminated section');
  return end + terminator.length;
}

function attributesOf(raw: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single] of raw.matchAll(ATTRIBUTE))
    attributes[localName(name!)] = decodeEntities(double ?? single ?? '');
  return attributes;
}

function localName(qualified: string): string {
  return qualified.slice(qualified.indexOf(':') + 1);
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    const code =
      name.startsWith('#x') || name.startsWith('#X')
        ? parseInt(name.slice(2), 16)
        : name.startsWith('#')
          ? parseInt(name.slice(1), 10)
          : undefined;
    if (code === undefined) return ENTITIES[name] ?? entity;
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });
}

function corrupt(what: string): AppError {
  return new AppError('file/corrupt', { message: `The spreadsheet's XML has ${what}` });
}
