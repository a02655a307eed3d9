/**
 * Records chosen in the table for a bulk action (issue 25): a set of ids and the anchor a
 * Shift-click extends a range from. The rows shown decide what a range or "all" covers.
 */
export interface RecordSelection {
  ids: ReadonlySet<string>;
  /** The row last clicked without Shift: a range runs from it. */
  anchor: string | null;
}

export const noSelection: RecordSelection = { ids: new Set(), anchor: null };

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
  const isOn = !selection.ids.has(id);
  const from = selection.anchor === null ? -1 : shown.indexOf(selection.anchor);
  const to = shown.indexOf(id);
  const range =
    isRange && from >= 0 && to >= 0
      ? shown.slice(Math.min(from, to), Math.max(from, to) + 1)
      : [id];
  const ids = new Set(selection.ids);
  for (const each of range) {
    if (isOn) ids.add(each);
    else ids.delete(each);
  }
  return { ids, anchor: isRange && from >= 0 ? selection.anchor : id };
}

/** Whether all, some or none of the rows shown are chosen: the header's box. */
export function shownState(
  selection: RecordSelection,
  shown: readonly string[],
): 'all' | 'some' | 'none' {
  const count = shown.filter((id) => selection.ids.has(id)).length;
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
    : { ids: new Set([...selection.ids, ...shown]), anchor: selection.anchor };
}

/**
 * The chosen records an action applies to, in the table's order: those still loaded (a record
 * deleted meanwhile, here or elsewhere, drops out).
 */
export function chosenOf(selection: RecordSelection, loaded: readonly string[]): string[] {
  return loaded.filter((id) => selection.ids.has(id));
}
