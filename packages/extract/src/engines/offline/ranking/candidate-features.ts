/**
 * What the ranker knows of a candidate, as named features: how it was found, how strong its
 * label and reading were, where it stands among the field's other candidates (first, last,
 * largest, agreed on by others) and where on the document it was printed. Facts count 1,
 * measures their value; each also appears crossed with the field's kind of value and with its
 * concept, so a date and an amount, or a net and a gross total, can weigh "last on the page" or
 * "largest" differently. No feature names a document, a sender
 * or a word: those would fit the corpus and fail on the next sender.
 */
import type { PageLayout } from '../document-layout.ts';
import type { FieldProfile } from '../field-profile.ts';
import { readingOf } from '../confidence.ts';
import { kindClass } from '../calibration.ts';
import type { HeaderCandidate } from './header-candidates.ts';

export type Features = readonly (readonly [string, number])[];

/** Candidates whose score is within this share of the strongest are near-strongest. */
const NEAR_STRONGEST = 0.85;

/** Features of each candidate of one field (same order as `candidates`). */
export function candidateFeatures(
  candidates: readonly HeaderCandidate[],
  profile: FieldProfile,
  layouts: readonly PageLayout[],
): Features[] {
  const kind = kindClass(profile.kind);
  const concept = profile.concept?.id;
  const top = Math.max(0, ...candidates.map(({ located }) => located.score));
  const near = candidates.filter(({ located }) => located.score >= top * NEAR_STRONGEST);
  const orders = near.map(({ located }) => located.order);
  const lastPage = Math.max(...layouts.map((layout) => layout.page.number));
  const sizes = candidates
    .map(({ located }) => located.value)
    .filter((value): value is number => typeof value === 'number')
    .map(Math.abs);
  const largest = Math.max(0, ...sizes);
  return candidates.map((candidate) => {
    const { located, source, occurrence } = candidate;
    const agreeing = candidates.filter(
      (other) => other !== candidate && other.normalized === candidate.normalized,
    );
    // A derivation that lands on the words a label read is one reading, not two that agree.
    const elsewhere = new Set(
      agreeing
        .filter((other) => !samePlace(other, candidate))
        .map(({ located }) => `${located.page} ${located.bbox.join(' ')}`),
    );
    const facts = [`source:${source}`];
    if (top > 0 && located.score >= top * NEAR_STRONGEST) {
      facts.push('near-strongest');
      if (located.order === Math.min(...orders)) facts.push('first-of-strongest');
      if (located.order === Math.max(...orders)) facts.push('last-of-strongest');
    }
    if (typeof located.value === 'number') {
      if (sizes.length > 1 && Math.abs(located.value) === largest) facts.push('largest');
      if (located.value < 0) facts.push('negative');
    }
    if (agreeing.some((other) => other.source !== source)) facts.push('agreed-by-other-source');
    if (layouts.length > 1) facts.push(located.page === lastPage ? 'last-page' : 'earlier-page');
    const page = layouts.find((layout) => layout.page.number === located.page)?.page;
    const measures: [string, number][] = [
      ['score', located.score],
      ['relative-score', top > 0 ? located.score / top : 0],
      ['label', occurrence?.score ?? 0],
      ['agreement', Math.log1p(elsewhere.size)],
      ['doubt', 1 - readingOf(layouts, located)],
      [
        'height',
        page && page.height > 0 ? (located.bbox[1] + located.bbox[3]) / 2 / page.height : 0,
      ],
    ];
    const named: [string, number][] = [
      ...facts.map((fact): [string, number] => [fact, 1]),
      ...measures,
    ];
    return [
      ...named,
      ...named.map(([name, value]): [string, number] => [`${name}|${kind}`, value]),
      ...(concept
        ? named.map(([name, value]): [string, number] => [`${name}|${concept}`, value])
        : []),
    ];
  });
}

function samePlace(a: HeaderCandidate, b: HeaderCandidate): boolean {
  return (
    a.located.page === b.located.page &&
    a.located.bbox.every((edge, index) => edge === b.located.bbox[index])
  );
}
