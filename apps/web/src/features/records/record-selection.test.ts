import { describe, expect, it } from 'vitest';
import type { RecordSelection } from './record-selection.ts';
import {
  chosenOf,
  noSelection,
  shownState,
  tickedOf,
  toggled,
  toggledShown,
  wholeView,
} from './record-selection.ts';

const shown = ['r1', 'r2', 'r3', 'r4', 'r5'];
const idsOf = (selection: RecordSelection) => [...selection.ids].sort();

describe('choosing records in the table', () => {
  it('flips one row per click, and a Shift-click sets the range from the last click', () => {
    const one = toggled(noSelection, 'r2', shown, false);
    expect(idsOf(one)).toEqual(['r2']);
    const range = toggled(one, 'r4', shown, true);
    expect(idsOf(range)).toEqual(['r2', 'r3', 'r4']);
    // Upwards from the same anchor, and back off: the range takes the clicked row's new state.
    expect(idsOf(toggled(range, 'r1', shown, true))).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(idsOf(toggled(range, 'r3', shown, true))).toEqual(['r4']);
    expect(idsOf(toggled(range, 'r2', shown, false))).toEqual(['r3', 'r4']);
  });

  it('takes a Shift-click without an anchor in view as a plain click', () => {
    expect(idsOf(toggled(noSelection, 'r3', shown, true))).toEqual(['r3']);
    const gone = toggled(noSelection, 'r9', ['r9', ...shown], false);
    expect(idsOf(toggled(gone, 'r2', shown, true))).toEqual(['r2', 'r9']);
  });

  it('chooses every shown row with the header box, or none when all are', () => {
    const some = toggled(noSelection, 'r2', shown, false);
    expect(shownState(some, shown)).toBe('some');
    const all = toggledShown(some, shown);
    expect([shownState(all, shown), idsOf(all)]).toEqual(['all', shown]);
    expect(shownState(toggledShown(all, shown), shown)).toBe('none');
    expect(shownState(noSelection, shown)).toBe('none');
  });

  it('acts on the chosen records still loaded, in table order', () => {
    const chosen = toggled(toggled(noSelection, 'r4', shown, false), 'r1', shown, false);
    expect(chosenOf(chosen, ['r1', 'r2', 'r3'])).toEqual(['r1']);
    expect(chosenOf(chosen, shown)).toEqual(['r1', 'r4']);
  });

  it('chooses the whole view beyond the rows shown, and a click on a row leaves it', () => {
    const whole = wholeView(toggledShown(noSelection, ['r1', 'r2']));
    // Rows loaded after the choice are ticked and acted on too.
    expect([...tickedOf(whole, shown)]).toEqual(shown);
    expect(shownState(whole, shown)).toBe('all');
    expect(chosenOf(whole, shown)).toEqual(shown);
    const less = toggled(whole, 'r3', shown, false);
    expect([less.isWholeView, idsOf(less)]).toEqual([false, ['r1', 'r2', 'r4', 'r5']]);
    expect(toggledShown(whole, shown)).toEqual(noSelection);
  });
});
