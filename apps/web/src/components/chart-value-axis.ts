/**
 * For a Mantine chart's value (y) axis: each label at its tick. Recharts otherwise pushes the top
 * label into the plot until it fits (about 9 px below its tick and grid line) and can drop labels
 * it finds crowded; instead, a margin above the plot leaves room for the top label's upper half.
 */
export const valueAxisAtTicks = { interval: 0 } as const;

/** The chart's margin (Mantine's own is 0 on every side without axis titles), room above added. */
export const chartMarginForTopLabel = { top: 10, right: 0, bottom: 0, left: 0 } as const;
