import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './parse-markdown.ts';

describe('parseMarkdown', () => {
  it('splits headings, paragraphs and lists', () => {
    const blocks = parseMarkdown(
      '# Title\n\nFirst line\nsecond line\n\n- one\n- two\n\n1. a\n2. b\n## Next',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'heading']);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      children: [{ kind: 'text', text: 'First line second line' }],
    });
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ text: 'one' }], [{ text: 'two' }]],
    });
    expect(blocks[3]).toMatchObject({ ordered: true });
  });

  it('joins an indented continuation line to its list item', () => {
    const [list] = parseMarkdown('- one\n  more');
    expect(list).toMatchObject({ items: [[{ text: 'one' }, { text: ' more' }]] });
  });
});

describe('parseInline', () => {
  it('reads bold, italic, code and links', () => {
    expect(parseInline('a **b** *c* `d` [e](/privacy)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'd' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: '/privacy', children: [{ kind: 'text', text: 'e' }] },
    ]);
  });

  it('keeps unsafe links as plain text and never interprets HTML', () => {
    expect(parseInline('[x](javascript:alert(1))')[0]).toEqual({ kind: 'text', text: 'x' });
    expect(parseInline('[x](//evil.example)')[0]).toEqual({ kind: 'text', text: 'x' });
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });
});
