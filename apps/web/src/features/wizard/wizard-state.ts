import type { Doctype, DoctypeMode } from '@docsift/core/doctype';
import type { FieldRow } from '../fields/field-list.ts';
import { invalidRowIds } from '../fields/field-list.ts';
import type { WorkingPhase } from './wizard-progress.ts';

/** Step 0 drop a sample, step 1 upload + scan + suggest, step 2 calibrate and create. */
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
  title: string;
  mode: DoctypeMode;
  rows: FieldRow[];
  invalid: Set<string>;
  isTitleInvalid: boolean;
}

export type WizardAction =
  | { type: 'started'; filename: string; title: string }
  | { type: 'drafted'; draft: Doctype }
  | { type: 'progressed'; share: number }
  | { type: 'uploaded'; uploadId: string }
  | { type: 'suggesting' }
  | { type: 'suggested'; rows: FieldRow[]; mode: DoctypeMode }
  | { type: 'failed'; error: unknown }
  | { type: 'restarted' }
  | { type: 'titled'; title: string }
  | { type: 'mode-chosen'; mode: DoctypeMode }
  | { type: 'rows-edited'; rows: FieldRow[] }
  | { type: 'validated' };

export const initialWizardState: WizardState = {
  step: 0,
  phase: 'uploading',
  share: 0,
  filename: '',
  error: null,
  draft: null,
  uploadId: null,
  title: '',
  mode: 'one:single',
  rows: [],
  invalid: new Set(),
  isTitleInvalid: false,
};

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'started':
      return {
        ...state,
        step: 1,
        phase: 'uploading',
        filename: action.filename,
        title: action.title,
        error: null,
      };
    case 'drafted':
      return { ...state, draft: action.draft };
    case 'progressed':
      return { ...state, share: action.share };
    case 'uploaded':
      return { ...state, uploadId: action.uploadId, phase: 'scanning' };
    case 'suggesting':
      return { ...state, phase: 'suggesting' };
    case 'suggested':
      // The sample's layout picks the mode (a table: one record per row); the user may change it.
      return { ...state, rows: action.rows, mode: action.mode, step: 2 };
    case 'failed':
      return { ...state, error: action.error };
    case 'restarted':
      // The chosen mode and edits stay; the next sample brings its own title and fields.
      return { ...state, step: 0, draft: null, uploadId: null, share: 0, error: null };
    case 'titled':
      return { ...state, title: action.title, isTitleInvalid: false };
    case 'mode-chosen':
      return { ...state, mode: action.mode };
    case 'rows-edited':
      return { ...state, rows: action.rows };
    case 'validated':
      return {
        ...state,
        invalid: invalidRowIds(state.rows),
        isTitleInvalid: !state.title.trim(),
      };
  }
}

/** Whether Create may send: a draft exists, the title is set and every field has a caption. */
export function isReadyToCreate(state: WizardState): state is WizardState & { draft: Doctype } {
  return state.draft != null && state.title.trim() !== '' && invalidRowIds(state.rows).size === 0;
}
