import type { RuleFailure } from '@docsift/core/rule-failures';
import type { ValueIssue } from '@docsift/core/review';
import type { TFunction } from 'i18next';

/**
 * A check's side as core wrote it ("238.50") as a number the message formats in the UI's
 * language ("238,50" in German), with as many decimals as it was written with.
 */
function sideValue(text: string): { value: number; format: Intl.NumberFormatOptions } {
  const decimals = text.split('.')[1]?.length ?? 0;
  return {
    value: Number(text),
    format: { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  };
}

/** Why a value fails a validation rule, in the UI's language. */
function failureText(failure: RuleFailure, t: TFunction): string {
  switch (failure.rule) {
    case 'check': {
      const left = sideValue(failure.leftValue);
      const right = sideValue(failure.rightValue);
      return t(`review.rules.failure.${failure.comparison === '=' ? 'check_equal' : 'check'}`, {
        check: failure.check,
        left: failure.left,
        leftValue: left.value,
        right: failure.right,
        rightValue: right.value,
        formatParams: { leftValue: left.format, rightValue: right.format },
      });
    }
    case 'one-of':
      return t('review.rules.failure.one-of', { values: failure.oneOf.join(', ') });
    case 'pattern':
    case 'too-long':
    case 'min':
    case 'max':
      return t(`review.rules.failure.${failure.rule}`, { ...failure });
  }
}

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
          return failureText(issue, t);
        case 'unread':
          return t('review.issue.unread', {
            count: issue.pages.length,
            pages: issue.pages.join(', '),
          });
      }
    })
    .join(' · ');
}
