/** "Label: value" pairs as printed, each value cut where the next column or label starts. */
import type { PageLayout } from './document-layout.ts';

export interface PrintedLabel {
  label: string;
  value: string;
}

/** A label of letters up to 40 characters, a colon, then maybe its value ("Facture n°: 12"). */
const LABELLED = /^(\p{L}[\p{L}\s.\-/°]{1,38}?)\s*:(?!\/\/)\s*(.*)$/u;

export function printedLabels(layouts: readonly PageLayout[]): PrintedLabel[] {
  const found: PrintedLabel[] = [];
  for (const { lines } of layouts) {
    for (const { line } of lines) {
      line.segments.forEach((segment, index) => {
        const match = LABELLED.exec(segment.text);
        if (!match) return;
        const [, label = '', inline = ''] = match;
        // "Invoice date:      12.03.2024": the value is the next segment of the line.
        const next = line.segments[index + 1]?.text ?? '';
        const value = beforeNextLabel(inline.trim() || (LABELLED.test(next) ? '' : next));
        if (value !== '') found.push({ label: label.trim(), value });
      });
    }
  }
  return found;
}

/** "Sanjay Date: 31/12/2017" → "Sanjay": a value ends where the next label starts. */
function beforeNextLabel(value: string): string {
  const words = value.split(/\s+/).filter((word) => word !== '');
  const colon = words.findIndex((word) => word.endsWith(':'));
  if (colon < 0) return words.join(' ');
  // "BIC : IBAN :": a colon on its own ends the label in the word before it.
  const end = words[colon] === ':' ? colon - 1 : colon;
  return words.slice(0, Math.max(0, end)).join(' ');
}
