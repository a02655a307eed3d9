/**
 * One accuracy run's counts per case, kept (`--save FILE`) to compare a later run with
 * (`--compare FILE`). A change that leaves the sealed F1 where it was may have touched no sealed
 * case (its pattern is not printed there) or moved sealed values both ways: the comparison says
 * which, as counts only, and names the fit cases it moved. A value that stays wrong but comes
 * closer to the truth (or goes further from it) shows in the string closeness.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { CorpusPart } from './corpus-split.ts';
import type { Counts } from './score.ts';

export interface CaseCounts extends Counts {
  id: string;
  part: CorpusPart;
  /** Sum of the closeness of the case's expected string values (score.ts). */
  closeness: number;
}

export function saveRun(file: string, cases: readonly CaseCounts[]): void {
  writeFileSync(file, `${JSON.stringify(cases)}\n`);
}

/** Lines saying what moved since the run saved in `file`: fit cases by name, sealed ones as totals. */
export function compareRuns(file: string, now: readonly CaseCounts[]): string[] {
  const before = new Map(
    (JSON.parse(readFileSync(file, 'utf8')) as CaseCounts[]).map((saved) => [saved.id, saved]),
  );
  const lines: string[] = [];
  for (const part of ['fit', 'sealed'] as const) {
    const moved = { cases: 0, rightGained: 0, rightLost: 0, wrongGained: 0, wrongLost: 0 };
    const closer = { cases: 0, gained: 0, lost: 0 };
    for (const counts of now) {
      const was = before.get(counts.id);
      if (counts.part !== part || !was) continue;
      const nearer = counts.closeness - was.closeness;
      if (Math.abs(nearer) > 1e-9) {
        closer.cases++;
        closer.gained += Math.max(0, nearer);
        closer.lost += Math.max(0, -nearer);
      }
      const right = counts.tp - was.tp;
      const wrong = counts.fp - was.fp;
      if (right === 0 && wrong === 0 && counts.fn === was.fn) continue;
      moved.cases++;
      moved.rightGained += Math.max(0, right);
      moved.rightLost += Math.max(0, -right);
      moved.wrongGained += Math.max(0, wrong);
      moved.wrongLost += Math.max(0, -wrong);
      if (part === 'fit')
        lines.push(
          `  ${counts.id}: tp ${was.tp} -> ${counts.tp}, fp ${was.fp} -> ${counts.fp}, fn ${was.fn} -> ${counts.fn}`,
        );
    }
    lines.push(
      `${part} against ${file}: ${moved.cases} cases moved; right values +${moved.rightGained} -${moved.rightLost}, wrong values +${moved.wrongGained} -${moved.wrongLost}`,
      `${part} string closeness: ${closer.cases} cases moved; +${closer.gained.toFixed(2)} -${closer.lost.toFixed(2)} (a value's closeness runs 0 to 1)`,
    );
  }
  return lines;
}
