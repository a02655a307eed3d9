/**
 * What the engine looks for per field: the concept its caption and description name (if any),
 * the labels that may precede its value on the page, and the kind of value to read.
 */
import type { Field, FieldType } from '@docsift/core/doctype';
import { matchTokens } from './match-tokens.ts';
import { concepts, type Concept, type ConceptScope, type ValueKind } from './vocabulary.ts';

export interface Label {
  tokens: string[];
  /** 1 for the field's own caption, less for description phrases and vocabulary. */
  weight: number;
}

export interface FieldProfile {
  field: Field;
  concept: Concept | null;
  kind: ValueKind | 'boolean';
  labels: Label[];
}

const KINDS_BY_TYPE: Record<FieldType, readonly (ValueKind | 'boolean')[]> = {
  string: ['identifier', 'currency', 'iban', 'vat-id', 'email', 'phone', 'name', 'address', 'text'],
  number: ['amount', 'quantity', 'percent'],
  date: ['date'],
  boolean: ['boolean'],
};

const DEFAULT_KIND: Record<FieldType, ValueKind | 'boolean'> = {
  string: 'text',
  number: 'amount',
  date: 'date',
  boolean: 'boolean',
};

/** Below the whole caption, above a description phrase or a vocabulary word (0.9, 0.85). */
const LEAF_WEIGHT = 0.95;

export function profileField(field: Field, scope: ConceptScope): FieldProfile {
  const named = conceptOf(field, scope);
  // "Card number" is no Yes/No question about the card.
  const concept = named?.kind === 'boolean' && field.type !== 'boolean' ? null : named;
  const kind =
    concept && KINDS_BY_TYPE[field.type].includes(concept.kind)
      ? concept.kind
      : DEFAULT_KIND[field.type];
  const labels: Label[] = [{ tokens: matchTokens(field.caption), weight: 1 }];
  // "U.S. population / Total" is the heading "Total" under the group heading "U.S. population":
  // in a table the leaf heading alone names its column, ahead of any one word of it.
  const leaf = scope === 'column' ? field.caption.split(' / ').at(-1) : undefined;
  if (leaf && leaf !== field.caption)
    labels.push({ tokens: matchTokens(leaf), weight: LEAF_WEIGHT });
  // "grand total incl. tax/rounding" names what the total includes, not a label for it.
  const conflicts = new Set(concept?.conflicts ?? []);
  for (const phrase of descriptionPhrases(field.description)) {
    if (!phrase.some((token) => conflicts.has(token))) labels.push({ tokens: phrase, weight: 0.9 });
  }
  for (const label of concept?.labels ?? [])
    labels.push({ tokens: matchTokens(label), weight: 0.85 });
  return { field, concept, kind, labels: dedupeLabels(labels) };
}

/**
 * The concept whose terms best cover the caption (then the description); longer terms win, so
 * "Issuer VAT number" is a VAT id and not the issuer. Concepts of the mode's scope get a bonus.
 * A description says more than what the field is ("number; omit % and currency signs"): a term
 * found only there names the field when its kind of value fits the field's type.
 */
export function conceptOf(
  field: Pick<Field, 'caption' | 'description'> & { type?: FieldType },
  scope: ConceptScope,
): Concept | null {
  const caption = matchTokens(field.caption);
  const description = matchTokens(field.description);
  let best: { concept: Concept; score: number } | null = null;
  for (const concept of concepts) {
    const fitsType = !field.type || KINDS_BY_TYPE[field.type].includes(concept.kind);
    let score = 0;
    for (const term of concept.terms) {
      const tokens = matchTokens(term);
      if (containsAll(caption, tokens)) score = Math.max(score, 10 * tokens.length + 5);
      else if (fitsType && containsAll(description, tokens))
        score = Math.max(score, 4 * tokens.length);
    }
    if (score === 0) continue;
    if (concept.scope === scope) score += 3;
    // A party named beside what is asked of it ("Seller address", "Supplier e-mail") asks for
    // that, not for the party's name.
    const outranksName = best?.concept.kind === 'name' && concept.kind !== 'name';
    if (!best || score > best.score || (score === best.score && outranksName))
      best = { concept, score };
  }
  return best?.concept ?? null;
}

/**
 * Short phrases of a description that may be printed as labels: "Net unit price (Nettopreis)" →
 * [net unit price], [nettopreis]. What follows "e.g." is an example of the value ("Label
 * "Total", e.g. 952", as the wizard writes), never a label: taken as one, it finds the value
 * itself and reads what is printed after it.
 */
function descriptionPhrases(description: string): string[][] {
  const [beforeExample = ''] = description.split(/\be\.\s?g\.|\bz\.\s?b\./i);
  return beforeExample
    .split(/[/,;()|]|\s-\s/)
    .map((part) => matchTokens(part))
    .filter((tokens) => tokens.length > 0 && tokens.length <= 4);
}

function containsAll(tokens: readonly string[], wanted: readonly string[]): boolean {
  return wanted.every((token) => tokens.includes(token));
}

function dedupeLabels(labels: Label[]): Label[] {
  const seen = new Map<string, Label>();
  for (const label of labels) {
    const key = label.tokens.join(' ');
    const previous = seen.get(key);
    if (!previous || previous.weight < label.weight) seen.set(key, label);
  }
  return [...seen.values()];
}
