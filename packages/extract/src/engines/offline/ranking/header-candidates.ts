/**
 * Candidate generation for header fields: every plausible value of a field, each tagged with how
 * it was found. The rules that used to decide ("a total of zero is misread", "the amount due is
 * the total when it is larger", "a rounding line rounds the total") now only propose; the ranker
 * (ranker.ts) decides between their proposals from features learned on the fit corpus.
 */
import type { BBox } from '@docsift/core/ocr';
import type { NormalizeOptions } from '../../../normalize/normalize-value.ts';
import { unionBox } from '../../../layout/text-line.ts';
import { normalizeValue } from '../../../normalize/normalize-value.ts';
import type { PageLayout } from '../document-layout.ts';
import { documentCurrency, firstDate, firstOfKind } from '../document-fallbacks.ts';
import { profileField, type FieldProfile } from '../field-profile.ts';
import { issuerAddress, issuerName } from '../issuer-block.ts';
import { recipientName } from '../recipient-block.ts';
import { findLabelOccurrences, type LabelOccurrence } from '../label-occurrences.ts';
import { valueNearLabel, type Located } from '../value-near-label.ts';
import { matchTokens } from '../match-tokens.ts';
import { misreadTotal } from '../misread-total.ts';
import { paidTotal, type FindValues } from '../receipt-payment.ts';
import { roundedTotal } from '../rounded-total.ts';
import { netTotalAfterTax } from '../net-total-after-tax.ts';
import { subtotalAsTotal } from '../subtotal-as-total.ts';
import { cellOfTotalsRow, headingFit } from '../totals-row.ts';
import { titleDate, titleNumber } from '../title-reference.ts';

/** How a candidate was found: beside a label, by what it looks like, or derived from other fields. */
export type CandidateSource =
  | 'label'
  | 'meaning'
  | 'mentioned'
  | 'unmentioned'
  | 'totals-row'
  | 'total-as-due'
  | 'due'
  | 'net-after-tax'
  | 'subtotal'
  | 'rounded'
  | 'misread'
  | 'paid';

export interface HeaderCandidate {
  located: Located;
  /** The label occurrence it was read beside (label candidates only). */
  occurrence: LabelOccurrence | null;
  source: CandidateSource;
  /** The value as the field's type normalises it: candidates that agree share it. */
  normalized: unknown;
}

/** A total's corrections are derived from this many of its strongest distinct readings. */
const DERIVATION_BASES = 3;

/** Every candidate for each profile (same order as `profiles`). */
export function headerCandidates(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
  find: FindValues,
): HeaderCandidate[][] {
  const occurrences = findLabelOccurrences(layouts, profiles);
  const captions = profiles.map((profile) => matchTokens(profile.field.caption));
  return profiles.map((profile, index) => {
    const candidate = (
      located: Located | null,
      source: CandidateSource,
      occurrence: LabelOccurrence | null = null,
    ): HeaderCandidate[] =>
      located
        ? [
            {
              located,
              occurrence,
              source,
              normalized: normalizeValue(located.value, profile.field.type, options),
            },
          ]
        : [];
    const labelled = labelledCandidates(occurrences[index] ?? [], profile, options, captions);
    if (profile.kind === 'boolean')
      return [
        ...labelled.flatMap(({ located, occurrence }) => candidate(located, 'label', occurrence)),
        ...mentions(layouts, occurrences[index] ?? [], labelled).flatMap(({ located, source }) =>
          candidate(located, source),
        ),
      ];
    const found = [
      ...labelled.flatMap(({ located, occurrence }) => candidate(located, 'label', occurrence)),
      ...candidate(valueByMeaning(layouts, profile, options), 'meaning'),
      ...(profile.kind === 'amount'
        ? candidate(cellOfTotalsRow(layouts, headingFit(profile), options), 'totals-row')
        : []),
      ...(profile.concept?.id === 'amount-due'
        ? candidate(totalAsDue(layouts, profile, options, find), 'total-as-due')
        : []),
    ];
    if (profile.concept?.id !== 'gross-total') return distinct(found);
    const bases = [
      ...found,
      ...candidate(labelledValue(layouts, AMOUNT_DUE, options), 'due'),
      ...candidate(netTotalAfterTax(layouts, options, find), 'net-after-tax'),
      ...candidate(subtotalAsTotal(layouts, options, find), 'subtotal'),
    ];
    const derived = strongestDistinct(bases).flatMap((base) => {
      const rounded = roundedTotal(layouts, options, base.located, find);
      const read = rounded ?? base.located;
      return [
        ...candidate(rounded, 'rounded'),
        ...candidate(misreadTotal(layouts, options, read, find), 'misread'),
        ...candidate(paidTotal(layouts, options, read, find), 'paid'),
      ];
    });
    return distinct([...bases, ...derived]);
  });
}

/**
 * One candidate per source, value and place: two labels reading the same printed words (the
 * "Total" inside "Total Amount") are one reading, the stronger one.
 */
function distinct(candidates: readonly HeaderCandidate[]): HeaderCandidate[] {
  const strongest = new Map<string, HeaderCandidate>();
  for (const candidate of candidates) {
    const { page, bbox } = candidate.located;
    const key = JSON.stringify([candidate.source, candidate.normalized, page, bbox]);
    const kept = strongest.get(key);
    if (!kept || candidate.located.score > kept.located.score) strongest.set(key, candidate);
  }
  return [...strongest.values()];
}

/**
 * A Yes/No field asks whether the document names something ("Paid by card": a "VISA" line): a
 * label with no yes or no of its own beside it answers yes; no label anywhere answers no, read
 * from every page.
 */
function mentions(
  layouts: readonly PageLayout[],
  occurrences: readonly LabelOccurrence[],
  labelled: readonly { occurrence: LabelOccurrence }[],
): { located: Located; source: 'mentioned' | 'unmentioned' }[] {
  const answered = new Set(labelled.map(({ occurrence }) => occurrence));
  const unanswered = occurrences.filter((occurrence) => !answered.has(occurrence));
  if (occurrences.length === 0) {
    const first = layouts[0]?.page;
    if (!first) return [];
    const located = {
      value: false,
      page: first.number,
      bbox: [0, 0, first.width, first.height] as BBox,
      score: UNMENTIONED_SCORE,
      order: first.number * 1e6,
    };
    return [{ located, source: 'unmentioned' }];
  }
  return unanswered.map((occurrence) => {
    const { layout, line, span } = occurrence;
    const words = line.line.words.slice(
      line.wordOf[span.start] ?? 0,
      (line.wordOf[span.end - 1] ?? 0) + 1,
    );
    const bbox = unionBox(words);
    const located = {
      value: true,
      page: layout.page.number,
      bbox,
      score: occurrence.score,
      order: layout.page.number * 1e6 + bbox[1],
    };
    return { located, source: 'mentioned' as const };
  });
}

/** Not finding a name on a page read well is weaker evidence than finding it. */
const UNMENTIONED_SCORE = 0.5;

/** The strongest candidate of each of the first few distinct numeric values. */
function strongestDistinct(candidates: readonly HeaderCandidate[]): HeaderCandidate[] {
  const byValue = new Map<unknown, HeaderCandidate>();
  const strongestFirst = [...candidates].sort((a, b) => b.located.score - a.located.score);
  for (const candidate of strongestFirst)
    if (typeof candidate.located.value === 'number' && !byValue.has(candidate.normalized))
      byValue.set(candidate.normalized, candidate);
  return [...byValue.values()].slice(0, DERIVATION_BASES);
}

/** The values read beside a profile's label occurrences. */
function labelledCandidates(
  occurrences: readonly LabelOccurrence[],
  profile: FieldProfile,
  options: NormalizeOptions,
  captions: readonly (readonly string[])[],
): { located: Located; occurrence: LabelOccurrence }[] {
  const fit = headingFit(profile);
  const isGrossTotal = profile.concept?.id === 'gross-total';
  return occurrences.flatMap((occurrence) => {
    const located = valueNearLabel(occurrence, { kind: profile.kind, options, captions, fit });
    // A document's total is never nothing: a total of zero is a value misread or taken from
    // another line (a receipt's rounding printed beside the total's label).
    if (isGrossTotal && located?.value === 0) return [];
    return located ? [{ located, occurrence }] : [];
  });
}

const AMOUNT_DUE = profileField(
  { key: 'due', caption: 'Amount due', description: '', type: 'number' },
  'header',
);

/** The profile's strongest labelled value, the last of near-equals; no derivations, so no cycles. */
function labelledValue(
  layouts: readonly PageLayout[],
  profile: FieldProfile,
  options: NormalizeOptions,
): Located | null {
  const occurrences = findLabelOccurrences(layouts, [profile])[0] ?? [];
  const captions = [matchTokens(profile.field.caption)];
  const labelled = labelledCandidates(occurrences, profile, options, captions);
  if (labelled.length === 0) return null;
  const top = Math.max(...labelled.map(({ located }) => located.score));
  const last = labelled
    .filter(({ located }) => located.score >= top * 0.85)
    .sort((a, b) => a.located.order - b.located.order)
    .at(-1);
  return last ? { ...last.located, score: last.located.score * 0.8 } : null;
}

function valueByMeaning(
  layouts: readonly PageLayout[],
  profile: FieldProfile,
  options: NormalizeOptions,
): Located | null {
  const first = layouts[0];
  const conceptId = profile.concept?.id;
  switch (profile.kind) {
    case 'currency':
      return documentCurrency(layouts);
    case 'identifier':
      return conceptId === 'invoice-number' ? titleNumber(layouts, options) : null;
    case 'iban':
    case 'email':
    case 'vat-id':
      return firstOfKind(layouts, profile.kind, options, 0.4);
    case 'date':
      if (conceptId === 'invoice-date')
        return titleDate(layouts, options) ?? firstDate(layouts, options, 0.3);
      return conceptId === undefined ? firstOfKind(layouts, 'date', options, 0.3) : null;
    case 'name':
      if (!first) return null;
      if (conceptId === 'buyer') return recipientName(first);
      return conceptId === 'seller' ? (issuerName(first)?.located ?? null) : null;
    case 'address': {
      const issuer = first ? issuerName(first) : null;
      return first && issuer ? issuerAddress(first, issuer.lineIndex, issuer.words) : null;
    }
    default:
      return null;
  }
}

/** Without an amount due printed, the invoice's total is what is due. */
function totalAsDue(
  layouts: readonly PageLayout[],
  profile: FieldProfile,
  options: NormalizeOptions,
  find: FindValues,
): Located | null {
  const total = profileField({ ...profile.field, caption: 'Total', description: '' }, 'header');
  const found = find(layouts, [total], options)[0]?.located;
  return found ? { ...found, score: found.score * 0.8 } : null;
}
