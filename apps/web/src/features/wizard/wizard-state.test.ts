import type { Doctype } from '@docsift/core/doctype';
import { describe, expect, it } from 'vitest';
import type { WizardAction, WizardState } from './wizard-state.ts';
import { initialWizardState, wizardReducer } from './wizard-state.ts';

const draft = { id: 'doctype-draft' } as Doctype;
const run = (...actions: WizardAction[]): WizardState =>
  actions.reduce(wizardReducer, initialWizardState);

describe('wizardReducer', () => {
  it('walks from the drop through upload and suggestions to the calibrate step', () => {
    const state = run(
      { type: 'started', filename: 'invoice.pdf' },
      { type: 'drafted', draft },
      { type: 'progressed', share: 0.5 },
      { type: 'uploaded', uploadId: 'upload-1' },
    );
    expect(state).toMatchObject({ step: 1, phase: 'scanning', share: 0.5, uploadId: 'upload-1' });
    const done = run(
      { type: 'started', filename: 'invoice.pdf' },
      { type: 'suggesting' },
      { type: 'suggested' },
    );
    expect(done).toMatchObject({ step: 2, phase: 'suggesting', filename: 'invoice.pdf' });
  });

  it('restarting drops the draft, the upload and the error', () => {
    const state = run(
      { type: 'started', filename: 'a.pdf' },
      { type: 'drafted', draft },
      { type: 'uploaded', uploadId: 'upload-1' },
      { type: 'failed', error: new Error('scan') },
      { type: 'restarted' },
    );
    expect(state).toMatchObject({ step: 0, draft: null, uploadId: null, share: 0, error: null });
  });

  it('starting again clears an earlier failure', () => {
    const state = run(
      { type: 'failed', error: new Error('upload') },
      { type: 'started', filename: 'b.pdf' },
    );
    expect(state.error).toBeNull();
  });

  it('continues a draft from its sample’s scan, or from the drop when it has none', () => {
    const withSample = run({
      type: 'resumed',
      draft,
      sample: { id: 'upload-1', filename: 'invoice.pdf' },
    });
    expect(withSample).toMatchObject({
      step: 1,
      phase: 'scanning',
      filename: 'invoice.pdf',
      draft,
      uploadId: 'upload-1',
    });
    const withoutSample = run({ type: 'resumed', draft, sample: null });
    expect(withoutSample).toMatchObject({ step: 0, draft, uploadId: null });
  });
});
