import type { Doctype } from '@docsift/core/doctype';
import type { WorkingPhase } from './wizard-progress.ts';

/**
 * Step 0 drop a sample, step 1 upload + scan + suggest, step 2 calibrate and create. What the
 * user edits in step 2 (title, mode, fields) is the wizard's form, not this state.
 */
export interface WizardState {
  step: 0 | 1 | 2;
  phase: WorkingPhase;
  /** Share of the sample sent so far, 0 to 1. */
  share: number;
  filename: string;
  /** A failure of the working step; the create request keeps its own. */
  error: unknown;
  draft: Doctype | null;
  uploadId: string | null;
}

/** How the wizard opens: with a file dropped before it (or none), or continuing a draft left unfinished. */
export type WizardStart = { file: File | null } | { resumed: Doctype };

export type WizardAction =
  | { type: 'started'; filename: string }
  | { type: 'drafted'; draft: Doctype }
  /** A draft left unfinished, continued: from its sample when it has one, else from the drop. */
  | { type: 'resumed'; draft: Doctype; sample: { id: string; filename: string } | null }
  | { type: 'progressed'; share: number }
  | { type: 'uploaded'; uploadId: string }
  | { type: 'suggesting' }
  | { type: 'suggested' }
  | { type: 'failed'; error: unknown }
  | { type: 'restarted' };

export const initialWizardState: WizardState = {
  step: 0,
  phase: 'uploading',
  share: 0,
  filename: '',
  error: null,
  draft: null,
  uploadId: null,
};

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'started':
      return {
        ...state,
        step: 1,
        phase: 'uploading',
        filename: action.filename,
        error: null,
      };
    case 'drafted':
      return { ...state, draft: action.draft };
    case 'resumed':
      return action.sample
        ? {
            ...state,
            step: 1,
            phase: 'scanning',
            filename: action.sample.filename,
            draft: action.draft,
            uploadId: action.sample.id,
          }
        : { ...state, draft: action.draft };
    case 'progressed':
      return { ...state, share: action.share };
    case 'uploaded':
      return { ...state, uploadId: action.uploadId, phase: 'scanning' };
    case 'suggesting':
      return { ...state, phase: 'suggesting' };
    case 'suggested':
      return { ...state, step: 2 };
    case 'failed':
      return { ...state, error: action.error };
    case 'restarted':
      // The next sample brings its own title, mode and fields.
      return { ...state, step: 0, draft: null, uploadId: null, share: 0, error: null };
  }
}
