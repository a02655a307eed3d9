/**
 * Records chosen in the table for a bulk action (issue 25): a set of ids and the anchor a
 * Shift-click extends a range from. The rows shown decide what a range or "all" covers.
 */
export interface RecordSelection {
  ids: ReadonlySet<string>;
  /** The row last clicked without Shift: a range runs from it. */
  anchor: string | null;
  /**
   * Every record of the view, loaded or not ("Select all N records matching this view"): a bulk
   * action names the view's conditions instead of ids, and every row shown is ticked.
   */
  isWholeView: boolean;
}

export const noSelection: RecordSelection = { ids: new Set(), anchor: null, isWholeView: false };

/** The rows ticked among `shown`: all of them while the whole view is chosen. */
export function tickedOf(
  selection: RecordSelection,
  shown: readonly string[],
): ReadonlySet<string> {
  return selection.isWholeView ? new Set(shown) : selection.ids;
}

/** The whole view chosen, from a selection of every row shown. */
export function wholeView(selection: RecordSelection): RecordSelection {
  return { ...selection, isWholeView: true };
}

/**
 * The selection after a click on `id`'s box: it flips, or with `isRange` the rows from the
 * anchor to it (in `shown` order) all take the state it takes.
 */
export function toggled(
  selection: RecordSelection,
  id: string,
  shown: readonly string[],
  isRange: boolean,
): RecordSelection {
  const isOn = !tickedOf(selection, shown).has(id);
  const from = selection.anchor === null ? -1 : shown.indexOf(selection.anchor);
  const to = shown.indexOf(id);
  const range =
    isRange && from >= 0 && to >= 0
      ? shown.slice(Math.min(from, to), Math.max(from, to) + 1)
      : [id];
  // A click on a row leaves the whole view: the rows shown keep their ticks but that one.
  const ids = new Set(tickedOf(selection, shown));
  for (const each of range) {
    if (isOn) ids.add(each);
    else ids.delete(each);
  }
  return { ids, anchor: isRange && from >= 0 ? selection.anchor : id, isWholeView: false };
}

/** Whether all, some or none of the rows shown are chosen: the header's box. */
export function shownState(
  selection: RecordSelection,
  shown: readonly string[],
): 'all' | 'some' | 'none' {
  const ticked = tickedOf(selection, shown);
  const count = shown.filter((id) => ticked.has(id)).length;
  if (count === 0) return 'none';
  return count === shown.length ? 'all' : 'some';
}

/** The header's box: chooses every row shown, or, when all are chosen, none. */
export function toggledShown(
  selection: RecordSelection,
  shown: readonly string[],
): RecordSelection {
  return shownState(selection, shown) === 'all'
    ? noSelection
    : { ids: new Set([...selection.ids, ...shown]), anchor: selection.anchor, isWholeView: false };
}

/**
 * The chosen records an action applies to, in the table's order: those still loaded (a record
 * deleted meanwhile, here or elsewhere, drops out).
 */
export function chosenOf(selection: RecordSelection, loaded: readonly string[]): string[] {
  return selection.isWholeView ? [...loaded] : loaded.filter((id) => selection.ids.has(id));
}
