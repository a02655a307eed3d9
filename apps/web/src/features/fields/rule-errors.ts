/**
 * What is wrong with the rules being edited, worded in the UI's language as the user types:
 * core's ruleErrors on the form's current fields and checks, the same the server refuses with
 * `doctype/invalid-rule`.
 */
import type { DoctypeCheck, RuleError } from '@docsift/core/field-rules';
import { ruleErrors } from '@docsift/core/field-rules';
import type { TFunction } from 'i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldListValues } from './field-list.ts';

/** A rule error in the UI's language, with its 1-based character position. */
export function ruleErrorText(error: RuleError, t: TFunction): string {
  switch (error.kind) {
    case 'pattern':
      return t(`review.rules.errors.pattern.${error.reason}`, { position: error.at + 1 });
    case 'check':
      return t(`review.rules.errors.check.${error.reason}`, {
        position: error.at + 1,
        text: error.text ?? '',
      });
    case 'bound':
      return t(`review.rules.errors.bound.${error.reason}`);
    case 'not-for-type':
      return t('review.rules.errors.not_for_type');
  }
}

/** The form's values the rules live in; `checks` only on the fields page. */
type RulesValues = FieldListValues & { checks?: DoctypeCheck[] };

/** The live error of a rule's input (`fields.0.rules.pattern`, `checks.1.expression`), if any. */
export function useRuleErrors(): (path: string) => string | undefined {
  const { t } = useTranslation();
  const { control } = useFormContext<RulesValues>();
  const fields = useWatch({ control, name: 'fields' });
  const checks = useWatch({ control, name: 'checks' });
  const errors = ruleErrors(fields, checks ?? []);
  return (path) => {
    const error = errors.find((candidate) => candidate.path === path);
    return error && ruleErrorText(error, t);
  };
}
