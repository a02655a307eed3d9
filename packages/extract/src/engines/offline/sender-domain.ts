/**
 * A letter's footer gives its sender's contact details ("info@cronus.com", "www.acme.de"). The
 * name in the header that spells that domain ("CRONUS DE") is the sender's, even where another
 * party's name stands first or carries a legal form (the recipient in the address window).
 * A domain printed higher up may be anyone's. A mail provider's ("gmail") needs no exception:
 * no name in the header spells it, unless the provider is the sender ("Free", free.fr).
 */
import type { OcrWord } from '@docsift/core/ocr';
import type { PageLayout } from './document-layout.ts';
import { matchTokens } from './match-tokens.ts';

/** The footer: the part of the page under this share of its height. */
const FOOTER_TOP = 0.65;
/** Shorter labels ("ab", "kfz") spell too many names' words by chance. */
const MIN_LABEL_LENGTH = 4;
/** A name spells its domain in at most this many words ("Au bon moulin" → aubonmoulin). */
const MAX_NAME_WORDS = 4;
/** Host labels that are no name: the web's, mail's, and second-level domains'. */
const GENERIC_LABELS = new Set(['www', 'mail', 'co', 'com', 'org', 'net', 'gov', 'ac']);
const HOST = /(?:@|\b(?:https?:\/\/|www\.))((?:[\p{L}\p{N}-]+\.)+\p{L}{2,})/giu;

/** The labels of the web and mail domains printed in the page's footer. */
export function footerDomains(layout: PageLayout): string[] {
  const top = layout.page.height * FOOTER_TOP;
  const labels = new Set<string>();
  for (const { line } of layout.lines) {
    if (line.bbox[1] < top) continue;
    for (const [, host = ''] of line.text.matchAll(HOST)) {
      const parts = host.toLowerCase().split('.').slice(0, -1);
      for (const part of parts)
        if (part.length >= MIN_LABEL_LENGTH && !GENERIC_LABELS.has(part))
          labels.add(part.replace(/-/g, ''));
    }
  }
  return [...labels];
}

/** Whether some run of the words spells one of the domain labels ("CRONUS DE" → cronus). */
export function spellsDomain(words: readonly OcrWord[], labels: readonly string[]): boolean {
  if (labels.length === 0) return false;
  const tokens = matchTokens(words.map((word) => word.text).join(' '));
  for (let start = 0; start < tokens.length; start++) {
    let spelled = '';
    for (const token of tokens.slice(start, start + MAX_NAME_WORDS)) {
      spelled += token;
      if (labels.includes(spelled)) return true;
    }
  }
  return false;
}
