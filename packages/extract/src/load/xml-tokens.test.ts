import { describe, expect, it } from 'vitest';
import { xmlTokens } from './xml-tokens.ts';

describe('xmlTokens', () => {
  it('gives elements by local name with decoded attributes and text, CDATA as text', () => {
    const xml = `<?xml version="1.0"?><!-- c --><x:a x:b="1 &amp; 2" c='3'><d/>T&lt;&#x41;&#66;<![CDATA[<raw>]]></x:a>`;
    expect([...xmlTokens(xml)]).toEqual([
      { kind: 'open', name: 'a', attributes: { b: '1 & 2', c: '3' }, isEmpty: false },
      { kind: 'open', name: 'd', attributes: {}, isEmpty: true },
      { kind: 'text', text: 'T<AB' },
      { kind: 'text', text: '<raw>' },
      { kind: 'close', name: 'a' },
    ]);
  });

  it.each([
    ['a mismatched end tag', '<a><b></a></b>'],
    ['an element left open', '<a><b></b>'],
    ['text outside the root', '<a/>stray'],
    ['a DOCTYPE', '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>'],
    ['an unterminated comment', '<a><!-- </a>'],
  ])('refuses %s as file/corrupt', (_, xml) => {
    expect(() => [...xmlTokens(xml)]).toThrow(
      expect.objectContaining({ code: 'file/corrupt' }) as Error,
    );
  });
});
