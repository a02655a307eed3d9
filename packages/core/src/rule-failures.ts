/**
 * Which values of a record fail the doctype's validation rules (field-rules.ts), and why: the
 * `rule` issues of review.ts. Rules are compiled once per fields/checks array (a WeakMap), since
 * a restate or a page of records evaluates the same rules for every record.
 */
import type { Comparison, ParsedCheck } from './check-expression.ts';
import { evaluateCheck, parseCheck } from './check-expression.ts';
import type { DoctypeCheck, FieldRules } from './field-rules.ts';
import type { FieldValue } from './field-value.ts';
import type { Pattern } from './safe-pattern.ts';
import { compilePattern, matchesPattern, MAX_PATTERN_INPUT } from './safe-pattern.ts';

/** Why a value fails a rule; the web words it (the values are as the rule and record hold them). */
export type RuleFailure =
  | { rule: 'pattern'; pattern: string }
  /** Longer than a pattern is ever run on (MAX_PATTERN_INPUT). */
  | { rule: 'too-long'; max: number }
  | { rule: 'min'; min: number | string }
  | { rule: 'max'; max: number | string }
  | { rule: 'one-of'; oneOf: string[] }
  /** A check between fields failed: its sides as written and their values, formatted. */
  | {
      rule: 'check';
      check: string;
      comparison: Comparison;
      left: string;
      leftValue: string;
      right: string;
      rightValue: string;
    };

/** What the rules read of a field. */
export interface RuleField {
  key: string;
  type: string;
  caption?: string;
  rules?: FieldRules | undefined;
}

interface CompiledField {
  key: string;
  rules: FieldRules;
  pattern: Pattern | null;
}

interface CompiledCheck {
  source: string;
  parsed: ParsedCheck;
}

const compiledFields = new WeakMap<readonly RuleField[], CompiledField[]>();
const compiledChecks = new WeakMap<
  readonly DoctypeCheck[],
  WeakMap<readonly RuleField[], CompiledCheck[]>
>();

function fieldsOf(fields: readonly RuleField[]): CompiledField[] {
  let compiled = compiledFields.get(fields);
  if (!compiled) {
    compiled = fields
      .filter((field) => field.rules)
      .map((field) => {
        const pattern =
          field.rules!.pattern === undefined ? null : compilePattern(field.rules!.pattern);
        // A rule saved invalid (never, as saving validates) is left out rather than failing all.
        return {
          key: field.key,
          rules: field.rules!,
          pattern: pattern?.ok ? pattern.pattern : null,
        };
      });
    compiledFields.set(fields, compiled);
  }
  return compiled;
}

function checksOf(checks: readonly DoctypeCheck[], fields: readonly RuleField[]): CompiledCheck[] {
  const byFields = compiledChecks.get(checks) ?? new WeakMap();
  compiledChecks.set(checks, byFields);
  let compiled = byFields.get(fields);
  if (!compiled) {
    const named = fields.map((field) => ({ ...field, caption: field.caption ?? field.key }));
    compiled = checks.flatMap((check) => {
      const parsed = parseCheck(check.expression, named);
      return parsed.ok ? [{ source: check.expression, parsed: parsed.check }] : [];
    });
    byFields.set(fields, compiled);
  }
  return compiled;
}

/** A value against a bound of its kind (dates are `YYYY-MM-DD`: their text compares like the days); null for other kinds. */
function compare(value: FieldValue, bound: number | string): number | null {
  if (typeof value === 'number' && typeof bound === 'number') return value - bound;
  if (typeof value === 'string' && typeof bound === 'string')
    return value < bound ? -1 : value > bound ? 1 : 0;
  return null;
}

function fieldFailures(field: CompiledField, value: FieldValue): RuleFailure[] {
  const { min, max, oneOf, pattern } = field.rules;
  const failures: RuleFailure[] = [];
  if (typeof value === 'string' && pattern !== undefined && field.pattern) {
    if (value.length > MAX_PATTERN_INPUT)
      failures.push({ rule: 'too-long', max: MAX_PATTERN_INPUT });
    else if (!matchesPattern(field.pattern, value)) failures.push({ rule: 'pattern', pattern });
  }
  if (min !== undefined && (compare(value, min) ?? 0) < 0) failures.push({ rule: 'min', min });
  if (max !== undefined && (compare(value, max) ?? 0) > 0) failures.push({ rule: 'max', max });
  if (typeof value === 'string' && oneOf && !oneOf.includes(value.trim()))
    failures.push({ rule: 'one-of', oneOf });
  return failures;
}

/** The sides' values as a failure shows them: whole numbers as such, else to the tolerance's decimals (at least 2). */
function formatSides(left: number, right: number, toleranceDecimals: number): [string, string] {
  if (Number.isInteger(left) && Number.isInteger(right)) return [String(left), String(right)];
  const decimals = Math.min(Math.max(2, toleranceDecimals), 10);
  return [left.toFixed(decimals), right.toFixed(decimals)];
}

/** Field key → why its value fails a rule; values that are empty or pass are absent. */
export function ruleFailures(
  fields: readonly RuleField[],
  checks: readonly DoctypeCheck[],
  data: Readonly<Record<string, FieldValue>>,
): Map<string, RuleFailure[]> {
  const failures = new Map<string, RuleFailure[]>();
  const add = (key: string, failure: RuleFailure) =>
    failures.set(key, [...(failures.get(key) ?? []), failure]);
  for (const field of fieldsOf(fields)) {
    const value = data[field.key];
    if (value === undefined || value === null || value === '') continue;
    for (const failure of fieldFailures(field, value)) add(field.key, failure);
  }
  for (const { source, parsed } of checksOf(checks, fields)) {
    const outcome = evaluateCheck(parsed, data);
    if (!outcome || outcome.holds) continue;
    const [leftValue, rightValue] = formatSides(
      outcome.left,
      outcome.right,
      parsed.toleranceDecimals,
    );
    const failure: RuleFailure = {
      rule: 'check',
      check: source,
      comparison: parsed.comparison,
      left: parsed.leftText,
      leftValue,
      right: parsed.rightText,
      rightValue,
    };
    for (const key of parsed.keys) add(key, failure);
  }
  return failures;
}
