/**
 * One record from a set of pages (a page for `single`, the document for `one:single`): each
 * field takes the best labelled value, else a value found by the field's meaning.
 */
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import { normalizeValue } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import { documentCurrency, firstDate, firstOfKind } from './document-fallbacks.ts';
import { profileField, type FieldProfile } from './field-profile.ts';
import { issuerAddress, issuerName } from './issuer-block.ts';
import { recipientName } from './recipient-block.ts';
import { findLabelOccurrences, type LabelOccurrence } from './label-occurrences.ts';
import { valueNearLabel, type Located } from './value-near-label.ts';
import { matchTokens } from './match-tokens.ts';
import { emptyFoundRecord, readingOf, strengthOf, type FoundRecord } from './confidence.ts';
import { misreadTotal } from './misread-total.ts';
import { repairOcrText } from './ocr-word-repair.ts';
import { paidTotal } from './receipt-payment.ts';
import { roundedTotal } from './rounded-total.ts';
import { netTotalAfterTax } from './net-total-after-tax.ts';
import { subtotalAsTotal } from './subtotal-as-total.ts';
import { cellOfTotalsRow, headingFit } from './totals-row.ts';
import { titleDate, titleNumber } from './title-reference.ts';

/** From this on a labelled value is taken without looking for one by meaning; below, the higher score wins. */
const STRONG_LABEL_SCORE = 0.7;

/** A field's chosen value, with the label occurrence it was read from (none when found by meaning). */
export interface FieldFinding {
  located: Located | null;
  occurrence: LabelOccurrence | null;
  /** Another labelled candidate almost as strong reads a different value. */
  contested: boolean;
}

/** Candidates within this share of the best one's score compete with it. */
const RIVAL_SCORE = 0.8;

export function extractHeaderRecord(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
): FoundRecord {
  const findings = findHeaderValues(layouts, profiles, options);
  const record = emptyFoundRecord();
  profiles.forEach((profile, index) => {
    const best = findings[index]?.located ?? null;
    const key = profile.field.key;
    const value = best
      ? normalizeValue(asPrinted(layouts, profile, best), profile.field.type, options)
      : null;
    record.values[key] = value;
    if (best && value !== null) {
      record.sources[key] = { page: best.page, bbox: best.bbox };
      record.evidence[key] = {
        origin: findings[index]?.occurrence ? 'label' : 'meaning',
        kind: profile.kind,
        recognition: readingOf(layouts, best),
        strength: strengthOf(best.score),
        contested: findings[index]?.contested ?? false,
      };
    }
  });
  return record;
}

/** A name or an address read by OCR with its unmistakable misreadings repaired; other values as read. */
function asPrinted(
  layouts: readonly PageLayout[],
  profile: FieldProfile,
  located: Located,
): Located['value'] {
  const source = layouts.find((layout) => layout.page.number === located.page)?.page.source;
  const isNameOrAddress = profile.kind === 'name' || profile.kind === 'address';
  return source === 'ocr' && isNameOrAddress && typeof located.value === 'string'
    ? repairOcrText(located.value)
    : located.value;
}

export function findHeaderValues(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
): FieldFinding[] {
  const occurrences = findLabelOccurrences(layouts, profiles);
  const captions = profiles.map((profile) => matchTokens(profile.field.caption));
  return profiles.map((profile, index) => {
    const isGrossTotal = profile.concept?.id === 'gross-total';
    const candidates = labelledCandidates(occurrences[index] ?? [], profile, options, captions);
    const chosen = choose(candidates, profile.concept?.prefersLast === true);
    const best = chosen && {
      ...chosen,
      contested: isContested(chosen, candidates, profile, options),
    };
    if (isGrossTotal) {
      const due = dueAboveTotal(layouts, options, best?.located ?? null);
      const total =
        due ??
        best?.located ??
        netTotalAfterTax(layouts, options, findHeaderValues) ??
        // "Total due" with no other total printed: what is due is the whole of it.
        labelledValue(layouts, AMOUNT_DUE, options) ??
        subtotalAsTotal(layouts, options, findHeaderValues);
      const rounded = roundedTotal(layouts, options, total, findHeaderValues);
      const read = rounded ?? total;
      const paid =
        misreadTotal(layouts, options, read, findHeaderValues) ??
        paidTotal(layouts, options, read, findHeaderValues) ??
        rounded;
      if (paid) return { located: paid, occurrence: best?.occurrence ?? null, contested: false };
      if ((!best || due) && total) return { located: total, occurrence: null, contested: false };
    }
    const labelled = best?.located.score ?? 0;
    if (best && labelled >= STRONG_LABEL_SCORE) return best;
    const fallback =
      valueByMeaning(layouts, profile, options) ??
      (best ? null : unlabelledAmount(layouts, profile, options));
    if (fallback && fallback.score > labelled)
      return { located: fallback, occurrence: null, contested: best !== null };
    return best ?? { located: null, occurrence: null, contested: false };
  });
}

/**
 * What is due is never more than the total: an amount due above the total read means that was
 * a part ("Total 0% supplies 20.67" before "Total payable 94.19"), and the amount due is the total.
 */
function dueAboveTotal(
  layouts: readonly PageLayout[],
  options: NormalizeOptions,
  total: Located | null,
): Located | null {
  if (typeof total?.value !== 'number') return null;
  const due = labelledValue(layouts, AMOUNT_DUE, options);
  // In size: a credit note prints both below zero.
  return typeof due?.value === 'number' && Math.abs(due.value) > Math.abs(total.value) ? due : null;
}

/** The values read beside a profile's label occurrences. */
function labelledCandidates(
  occurrences: readonly LabelOccurrence[],
  profile: FieldProfile,
  options: NormalizeOptions,
  captions: readonly (readonly string[])[],
): Candidate[] {
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

/** The profile's value where a label names it, less sure than the field's own; no fallbacks, so no cycles. */
function labelledValue(
  layouts: readonly PageLayout[],
  profile: FieldProfile,
  options: NormalizeOptions,
): Located | null {
  const occurrences = findLabelOccurrences(layouts, [profile])[0] ?? [];
  const captions = [matchTokens(profile.field.caption)];
  const chosen = choose(labelledCandidates(occurrences, profile, options, captions), true);
  return chosen ? { ...chosen.located, score: chosen.located.score * 0.8 } : null;
}

/** The strongest candidate; for totals the last of the near-strongest, since totals close a document. */
interface Candidate {
  located: Located;
  occurrence: LabelOccurrence;
}

function choose(candidates: readonly Candidate[], prefersLast: boolean): Candidate | null {
  if (candidates.length === 0) return null;
  const top = Math.max(...candidates.map((candidate) => candidate.located.score));
  const strong = candidates.filter(
    (candidate) => candidate.located.score >= top * (prefersLast ? 0.85 : 0.999),
  );
  const byOrder = [...strong].sort((a, b) => a.located.order - b.located.order);
  return (prefersLast ? byOrder.at(-1) : byOrder[0]) ?? null;
}

function isContested(
  chosen: Candidate,
  candidates: readonly Candidate[],
  profile: FieldProfile,
  options: NormalizeOptions,
): boolean {
  const value = (candidate: Candidate): unknown =>
    normalizeValue(candidate.located.value, profile.field.type, options);
  const chosenValue = value(chosen);
  return candidates.some(
    (candidate) =>
      candidate.located.score >= chosen.located.score * RIVAL_SCORE &&
      value(candidate) !== chosenValue,
  );
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

/** Without a printed amount due, the invoice total is what is due. */
/** An amount no label of its own names: the amount due as the total, or a totals row's cell. */
function unlabelledAmount(
  layouts: readonly PageLayout[],
  profile: FieldProfile,
  options: NormalizeOptions,
): Located | null {
  return (
    amountDueAsTotal(layouts, profile, options) ??
    (profile.kind === 'amount' ? cellOfTotalsRow(layouts, headingFit(profile), options) : null)
  );
}

function amountDueAsTotal(
  layouts: readonly PageLayout[],
  profile: FieldProfile,
  options: NormalizeOptions,
): Located | null {
  if (profile.concept?.id !== 'amount-due') return null;
  const total = profileField({ ...profile.field, caption: 'Total', description: '' }, 'header');
  const found = findHeaderValues(layouts, [total], options)[0]?.located;
  return found ? { ...found, score: found.score * 0.8 } : null;
}
