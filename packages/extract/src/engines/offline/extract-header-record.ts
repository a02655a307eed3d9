/**
 * One record from a set of pages (a page for `single`, the document for `one:single`): each
 * field takes the best labelled value, else a value found by the field's meaning.
 */
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import { normalizeValue } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import type { FieldProfile } from './field-profile.ts';
import type { LabelOccurrence } from './label-occurrences.ts';
import type { Located } from './value-near-label.ts';
import { emptyFoundRecord, readingOf, strengthOf, type FoundRecord } from './confidence.ts';
import { repairOcrAddress, repairOcrText } from './ocr-word-repair.ts';
import { rankHeaderFields, type RankedCandidates } from './ranking/rank-header.ts';

/** A field's chosen value, with the label occurrence it was read from (none when found by meaning). */
export interface FieldFinding {
  located: Located | null;
  occurrence: LabelOccurrence | null;
  /** Another labelled candidate almost as strong reads a different value. */
  contested: boolean;
}

/** A different value with this share of the chosen one's chance contests it. */
const RIVAL = 0.8;

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
  if (source !== 'ocr' || typeof located.value !== 'string') return located.value;
  if (profile.kind === 'address') return repairOcrAddress(located.value);
  return profile.kind === 'name' ? repairOcrText(located.value) : located.value;
}

export function findHeaderValues(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
): FieldFinding[] {
  return rankHeaderFields(layouts, profiles, options, findHeaderValues).map(finding);
}

/** The chosen candidate; contested when a different value comes close to its chance. */
function finding({ candidates, chances, pick }: RankedCandidates): FieldFinding {
  const best = candidates[pick];
  if (!best) return { located: null, occurrence: null, contested: false };
  const contested = candidates.some(
    (candidate, index) =>
      candidate.normalized !== best.normalized && chances[index]! >= chances[pick]! * RIVAL,
  );
  return { located: best.located, occurrence: best.occurrence, contested };
}
