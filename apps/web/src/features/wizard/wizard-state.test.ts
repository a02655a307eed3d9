import type { Doctype } from '@docsift/core/doctype';
import { describe, expect, it } from 'vitest';
import { toRows } from '../fields/field-list.ts';
import type { WizardAction, WizardState } from './wizard-state.ts';
import { initialWizardState, isReadyToCreate, wizardReducer } from './wizard-state.ts';

const draft = { id: 'doctype-draft' } as Doctype;
const run = (...actions: WizardAction[]): WizardState =>
  actions.reduce(wizardReducer, initialWizardState);
const suggested = toRows([{ caption: 'Total', description: '', type: 'number' }]);

describe('wizardReducer', () => {
  it('walks from the drop through upload and suggestions to the calibrate step', () => {
    const state = run(
      { type: 'started', filename: 'invoice.pdf', title: 'invoice' },
      { type: 'drafted', draft },
      { type: 'progressed', share: 0.5 },
      { type: 'uploaded', uploadId: 'upload-1' },
    );
    expect(state).toMatchObject({ step: 1, phase: 'scanning', share: 0.5, uploadId: 'upload-1' });
    const done = run(
      { type: 'started', filename: 'invoice.pdf', title: 'invoice' },
      { type: 'suggesting' },
      { type: 'suggested', rows: suggested, mode: 'multi' },
    );
    expect(done).toMatchObject({
      step: 2,
      phase: 'suggesting',
      rows: suggested,
      mode: 'multi',
      title: 'invoice',
    });
  });

  it('restarting drops the draft, the upload and the error but keeps the chosen mode', () => {
    const state = run(
      { type: 'started', filename: 'a.pdf', title: 'a' },
      { type: 'drafted', draft },
      { type: 'uploaded', uploadId: 'upload-1' },
      { type: 'mode-chosen', mode: 'multi' },
      { type: 'failed', error: new Error('scan') },
      { type: 'restarted' },
    );
    expect(state).toMatchObject({ step: 0, draft: null, uploadId: null, share: 0, error: null });
    expect(state.mode).toBe('multi');
  });

  it('starting again clears an earlier failure', () => {
    const state = run(
      { type: 'failed', error: new Error('upload') },
      { type: 'started', filename: 'b.pdf', title: 'b' },
    );
    expect(state.error).toBeNull();
  });

  it('validation flags a blank title and captionless fields; typing a title clears its flag', () => {
    const blank = toRows([{ caption: ' ', description: '', type: 'string' }]);
    const state = run(
      { type: 'titled', title: '  ' },
      { type: 'rows-edited', rows: blank },
      { type: 'validated' },
    );
    expect(state.isTitleInvalid).toBe(true);
    expect([...state.invalid]).toEqual([blank[0]!.rowId]);
    expect(wizardReducer(state, { type: 'titled', title: 'Invoices' }).isTitleInvalid).toBe(false);
  });
});

describe('isReadyToCreate', () => {
  const ready = run(
    { type: 'drafted', draft },
    { type: 'titled', title: 'Invoices' },
    { type: 'rows-edited', rows: suggested },
  );

  it('needs a draft, a title and a caption on every field', () => {
    expect(isReadyToCreate(ready)).toBe(true);
    expect(isReadyToCreate({ ...ready, draft: null })).toBe(false);
    expect(isReadyToCreate({ ...ready, title: ' ' })).toBe(false);
    expect(
      isReadyToCreate({
        ...ready,
        rows: toRows([{ caption: '', description: '', type: 'string' }]),
      }),
    ).toBe(false);
  });
});
