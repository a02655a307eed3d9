import type { ValueIssue } from '@docsift/core/review';
import type { TFunction } from 'i18next';

/** Why a value needs a look, in the UI's language: one sentence per issue. */
export function issuesText(issues: readonly ValueIssue[], t: TFunction): string {
  return issues
    .map((issue) => {
      switch (issue.kind) {
        case 'low-confidence':
          return t('review.issue.low_confidence', {
            percent: Math.round(issue.confidence * 100),
          });
        case 'required':
          return t('review.issue.required');
        case 'rule':
          return issue.message;
        case 'unread':
          return t('review.issue.unread', {
            count: issue.pages.length,
            pages: issue.pages.join(', '),
          });
      }
    })
    .join(' · ');
}
