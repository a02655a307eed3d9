/** English texts of the accuracy page of a doctype (`accuracy.*`, issue 28). */
export const accuracyEn = {
  over_time_day: 'Share of values corrected, per day extracted',
  over_time_week: 'Share of values corrected, per week extracted',
  chart_label: 'Share of each field’s values people corrected over time',
  by_confidence: 'Corrected values by the extractor’s confidence',
  by_confidence_hint:
    'If confidence tells the truth, values given a high confidence are corrected rarely and low ones often.',
  field: 'Field',
  all_values: 'All values',
  band: 'Confidence {{from}}–{{to}}',
  of: '{{corrected}} of {{values}}',
  empty:
    'Nothing corrected yet. When people correct extracted values, this page shows how often, per field, over time and by confidence.',
};
