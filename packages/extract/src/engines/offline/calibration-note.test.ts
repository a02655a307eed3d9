import { describe, expect, it } from 'vitest';
import { calibrationNote, withoutCalibrationNote } from './calibration-note.ts';

describe('calibrationNote', () => {
  it('says in plain words, in the language asked for, how a field was found by its place alone', () => {
    expect(calibrationNote('en', 'position', '2024-03-12')).toBe(
      'On the sample: found by its place on the page, e.g. 2024-03-12.',
    );
    expect(calibrationNote('de', 'position', 4.9)).toBe(
      'Im Beispiel: an seiner Stelle auf der Seite gefunden, z. B. 4,9.',
    );
  });

  it('writes yes/no values as words and leaves the example out when there is none', () => {
    expect(calibrationNote('en', { label: 'Paid by card' }, true)).toBe(
      'On the sample: next to the label "Paid by card", e.g. yes.',
    );
    expect(calibrationNote('de', { column: 'Menge' }, null)).toBe(
      'Im Beispiel: in der Spalte „Menge“.',
    );
  });

  it("removes an earlier note in either language or the older bracket notation, not the user's text", () => {
    for (const note of [
      '[found: by position, e.g. "RE-881"]',
      '[label: "Menge", e.g. 100]',
      calibrationNote('en', { column: 'Qty' }, 3),
      calibrationNote('de', 'position', 'x'),
    ])
      expect(withoutCalibrationNote(`Number of the invoice ${note}`)).toBe('Number of the invoice');
    expect(withoutCalibrationNote('Number of the invoice [printed top right]')).toBe(
      'Number of the invoice [printed top right]',
    );
  });
});
