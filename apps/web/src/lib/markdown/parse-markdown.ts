/**
 * A deliberately tiny Markdown subset for the legal pages: headings, paragraphs, lists,
 * bold, italic, code and links. It builds a tree (never HTML), so rendering cannot inject markup.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const inlinePattern = /\*\*(.+?)\*\*|\*(.+?)\*|_(.+?)_|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/;

/** Only web, mail and same-site links; anything else (javascript:, data:) is shown as text. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href) || (href.startsWith('/') && !href.startsWith('//'));
}

export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = [];
  let rest = source;
  while (rest) {
    const match = inlinePattern.exec(rest);
    if (!match) {
      nodes.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) nodes.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, strong, star, underscore, code, label, href] = match;
    if (strong !== undefined) nodes.push({ kind: 'strong', children: parseInline(strong) });
    else if (star !== undefined || underscore !== undefined)
      nodes.push({ kind: 'em', children: parseInline(star ?? underscore ?? '') });
    else if (code !== undefined) nodes.push({ kind: 'code', text: code });
    else if (label !== undefined && href !== undefined) {
      nodes.push(
        isSafeHref(href)
          ? { kind: 'link', href, children: parseInline(label) }
          : { kind: 'text', text: label },
      );
    }
    rest = rest.slice(match.index + whole.length);
  }
  return nodes;
}

const listItem = /^\s*(?:([-*])|(\d+)\.)\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: Inline[][] } | undefined;
  const flush = () => {
    if (paragraph.length)
      blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = [];
    list = undefined;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = listItem.exec(line);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length as 1 | 2 | 3,
        children: parseInline(heading[2]!.trim()),
      });
    } else if (item) {
      const ordered = item[2] !== undefined;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInline(item[3]!.trim()));
    } else if (list && /^\s+\S/.test(line)) {
      // An indented continuation line belongs to the last list item.
      list.items.at(-1)!.push({ kind: 'text', text: ` ${line.trim()}` });
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
