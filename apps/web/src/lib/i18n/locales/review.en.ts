import { rulesEn } from './rules.en.ts';

/** English texts of the review queue and screen (`review.*`, issue 28). */
export const reviewEn = {
  needs_review: 'Needs review',
  needs_review_count: '{{formatted}} to review',
  issue: {
    low_confidence: 'Low confidence ({{percent}} %): please check this value',
    required: 'Required, but empty',
    unread_one:
      'Page {{pages}} could not be read automatically: please take this value from the document',
    unread_other:
      'Pages {{pages}} could not be read automatically: please take this value from the document',
  },
  threshold: {
    label: 'Review below confidence',
    description:
      'Values the extractor is less sure of than this go to the review queue. The confidence is calibrated: at 70 %, about 3 in 10 such values are wrong.',
  },
  rules: rulesEn,
  required: 'Required',
  required_hint: 'A record with this field empty goes to the review queue',
  screen: {
    open: 'Review',
    title: 'Review',
    back: 'Back to records',
    back_to_queue: 'Back to the review queue',
    position: '{{position}} of {{total}} to review',
    document: 'Document',
    values: 'Values',
    approve: 'Approve and next',
    undo: 'Undo',
    undone: 'Undone: {{caption}}',
    accepted: 'Checked',
    approved: 'Approved',
    not_approved: 'Not approved',
    correction_not_saved: 'A correction to it could not be saved first.',
    open_not_approved: 'Open it',
    keys: 'Tab: next doubtful value · Enter: accept · Ctrl+Enter: approve and open the next · Ctrl+Z: undo',
    empty_title: 'Nothing to review',
    empty_text: 'Every record is approved or has no value to check.',
  },
};
