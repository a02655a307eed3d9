/**
 * Validation rules (issue 28): per field a pattern (string fields), a minimum and maximum
 * (number and date fields) and a list of allowed values (string fields); per doctype checks
 * between number fields (check-expression.ts). The schemas bound sizes only; ruleErrors says
 * what is wrong with rules that fit them, for the server's 400 `doctype/invalid-rule` and the
 * fields page's inline errors alike.
 */
import { z } from 'zod';
import { AppError } from './errors.ts';
import type { CheckErrorReason } from './check-expression.ts';
import { parseCheck } from './check-expression.ts';
import type { PatternErrorReason } from './safe-pattern.ts';
import { compilePattern } from './safe-pattern.ts';
import { userText } from './user-text.ts';

/** Most allowed values of a one-of rule, and checks of a doctype. */
export const MAX_ONE_OF = 100;
export const MAX_CHECKS = 50;

/** A bound of a number field (a number) or a date field (`YYYY-MM-DD`). */
const boundSchema = z.union([z.number(), userText().max(40)]);

export const fieldRulesSchema = z.object({
  /** safe-pattern.ts's dialect; longer patterns are refused by ruleErrors, with a reason. */
  pattern: userText().max(1000).optional(),
  min: boundSchema.optional(),
  max: boundSchema.optional(),
  oneOf: z.array(userText().trim().min(1).max(200)).max(MAX_ONE_OF).optional(),
});
export type FieldRules = z.infer<typeof fieldRulesSchema>;

/** A check between fields: check-expression.ts's language. */
export const doctypeCheckSchema = z.object({ expression: userText().trim().max(2000) });
export type DoctypeCheck = z.infer<typeof doctypeCheckSchema>;
export const doctypeChecksSchema = z.array(doctypeCheckSchema).max(MAX_CHECKS);

/** What the rules need of a field. */
export interface RuledField {
  key?: string | undefined;
  caption: string;
  type: string;
  rules?: FieldRules | undefined;
}

/** What is wrong with a rule, and its place in the doctype (`fields.2.rules.min`, `checks.0.expression`). */
export type RuleError = { path: string } & (
  | { kind: 'pattern'; reason: PatternErrorReason; at: number }
  | { kind: 'check'; reason: CheckErrorReason; at: number; text?: string }
  | { kind: 'bound'; reason: 'not-a-number' | 'not-a-date' | 'min-above-max' }
  /** The rule does not apply to the field's type (a pattern on a number field). */
  | { kind: 'not-for-type' }
);

const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

function boundErrors(field: RuledField, path: string): RuleError[] {
  const { min, max } = field.rules ?? {};
  const fits = field.type === 'number' ? Number.isFinite : field.type === 'date' ? isIsoDate : null;
  const errors: RuleError[] = [];
  for (const [name, bound] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (bound === undefined) continue;
    const reason = field.type === 'number' ? 'not-a-number' : 'not-a-date';
    if (!fits) errors.push({ path: `${path}.${name}`, kind: 'not-for-type' });
    else if (!fits(bound)) errors.push({ path: `${path}.${name}`, kind: 'bound', reason });
  }
  if (errors.length === 0 && min !== undefined && max !== undefined && min > max)
    errors.push({ path: `${path}.min`, kind: 'bound', reason: 'min-above-max' });
  return errors;
}

function fieldRuleErrors(field: RuledField, index: number): RuleError[] {
  const path = `fields.${index}.rules`;
  const { pattern, oneOf } = field.rules ?? {};
  const errors: RuleError[] = [];
  if (pattern !== undefined) {
    const compiled = compilePattern(pattern);
    if (field.type !== 'string') errors.push({ path: `${path}.pattern`, kind: 'not-for-type' });
    else if (!compiled.ok)
      errors.push({ path: `${path}.pattern`, kind: 'pattern', ...compiled.error });
  }
  errors.push(...boundErrors(field, path));
  if (oneOf !== undefined && field.type !== 'string')
    errors.push({ path: `${path}.oneOf`, kind: 'not-for-type' });
  return errors;
}

/**
 * Everything wrong with the rules of `fields` and with `checks` against them, in order. Checks
 * name fields by caption or key; a field without a key yet (not saved) is found by caption.
 */
export function ruleErrors(
  fields: readonly RuledField[],
  checks: readonly DoctypeCheck[],
): RuleError[] {
  const checkFields = fields.map((field, index) => ({
    key: field.key ?? `#${index}`,
    caption: field.caption,
    type: field.type,
  }));
  return [
    ...fields.flatMap(fieldRuleErrors),
    ...checks.flatMap((check, index): RuleError[] => {
      const parsed = parseCheck(check.expression, checkFields);
      return parsed.ok
        ? []
        : [{ path: `checks.${index}.expression`, kind: 'check', ...parsed.error }];
    }),
  ];
}

const patternReasons: Record<PatternErrorReason, string> = {
  'too-long': 'The pattern is too long',
  unsupported: 'Not supported in patterns (backreferences, lookarounds, \\b and the like)',
  unbalanced: 'Unbalanced bracket or parenthesis, or a trailing backslash',
  'nothing-to-repeat': 'Nothing to repeat',
  'bad-repeat': 'Invalid repeat count (at most 100)',
  'bad-range': 'Invalid character range',
  'too-complex': 'The pattern is too complex',
};

const checkReasons: Record<CheckErrorReason, string> = {
  'too-long': 'The check is too long',
  'too-deep': 'Too deeply nested',
  unexpected: 'Unexpected',
  'expected-value': 'A number, a field or "(" expected',
  'expected-comparison': 'A comparison (=, !=, <, <=, >, >=) expected',
  unclosed: 'Unclosed parenthesis or quote',
  'unknown-field': 'No field named',
  'ambiguous-field': 'Several fields are named',
  'not-a-number-field': 'Not a number field:',
  'tolerance-needs-equals': '"within" only follows "="',
};

const boundReasons = {
  'not-a-number': 'Not a number',
  'not-a-date': 'Not a date (YYYY-MM-DD)',
  'min-above-max': 'The minimum is above the maximum',
};

/** The API's English text for a rule error (the web translates the error itself). */
export function ruleErrorMessage(error: RuleError): string {
  switch (error.kind) {
    case 'pattern':
      return `${patternReasons[error.reason]} at character ${error.at + 1}`;
    case 'check': {
      const text = error.text === undefined ? '' : ` "${error.text}"`;
      return `${checkReasons[error.reason]}${text} at character ${error.at + 1}`;
    }
    case 'bound':
      return boundReasons[error.reason];
    case 'not-for-type':
      return "This rule does not apply to the field's type";
  }
}

/** Saving: throws `doctype/invalid-rule` naming the first wrong rule (`field`) and what is wrong. */
export function assertValidRules(
  fields: readonly RuledField[],
  checks: readonly DoctypeCheck[],
): void {
  const [first] = ruleErrors(fields, checks);
  if (first)
    throw new AppError('doctype/invalid-rule', {
      field: first.path,
      message: ruleErrorMessage(first),
    });
}

/**
 * A form's superRefine (the fields page): each rule error as an issue on its input, with the
 * message `rule_invalid`; the page words the error itself, with its position.
 */
export function refineRules(
  values: { fields: readonly RuledField[]; checks?: readonly DoctypeCheck[] | undefined },
  ctx: z.RefinementCtx,
): void {
  for (const error of ruleErrors(values.fields, values.checks ?? []))
    ctx.addIssue({
      code: 'custom',
      message: 'rule_invalid',
      path: error.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    });
}

/** Rules without their empty entries; undefined when none is left (a form's cleared inputs). */
export function compactRules(rules: FieldRules | undefined): FieldRules | undefined {
  const kept = Object.entries(rules ?? {}).filter(
    ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && !value.length),
  );
  return kept.length > 0 ? (Object.fromEntries(kept) as FieldRules) : undefined;
}
