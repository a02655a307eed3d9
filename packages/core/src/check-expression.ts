/**
 * A doctype's checks between fields (validation rules, issue 28): a comparison of two sums,
 * e.g. `Net + VAT = Gross within 0.01`, parsed here by a tokenizer and a recursive-descent
 * parser (never eval) and evaluated on a record's values.
 *
 * Grammar (docs/api.md "Validation rules"):
 *   check   = sum compare sum [ "within" number ]      `within` only after `=`
 *   compare = "=" | "!=" | "<" | "<=" | ">" | ">="
 *   sum     = product { ("+" | "-") product }
 *   product = unary { ("*" | "/") unary }
 *   unary   = "-" unary | number | field | "(" sum ")"
 *   field   = words (`Net amount`, matched to a caption ignoring case, or a key) | "quoted caption"
 * Number fields only. Length and nesting are bounded, so a hostile check cannot exhaust the stack.
 */

/** Longest check accepted. */
export const MAX_CHECK_LENGTH = 300;
/** Deepest nesting of parentheses and signs. */
export const MAX_CHECK_DEPTH = 20;

export const comparisons = ['=', '!=', '<', '<=', '>', '>='] as const;
export type Comparison = (typeof comparisons)[number];

export type CheckErrorReason =
  | 'too-long'
  | 'too-deep'
  | 'unexpected'
  | 'expected-value'
  | 'expected-comparison'
  | 'unclosed'
  | 'unknown-field'
  | 'ambiguous-field'
  | 'not-a-number-field'
  | 'tolerance-needs-equals';

/** Why a check is refused: where (0-based index) and, for names and tokens, which. */
export interface CheckError {
  reason: CheckErrorReason;
  at: number;
  text?: string;
}

/** What a check may refer to: the doctype's fields. */
export interface CheckField {
  key: string;
  caption: string;
  type: string;
}

type Expression =
  | { type: 'number'; value: number }
  | { type: 'field'; key: string }
  | { type: 'negate'; operand: Expression }
  | { type: 'binary'; op: '+' | '-' | '*' | '/'; left: Expression; right: Expression };

/** A parsed check: its two sides (with their text, for messages) and the field keys it reads. */
export interface ParsedCheck {
  left: Expression;
  right: Expression;
  leftText: string;
  rightText: string;
  comparison: Comparison;
  /** How far apart the sides of `=` may be; 0 unless `within` says. */
  tolerance: number;
  /** Decimals of the tolerance as written: how precisely a failure shows the sides. */
  toleranceDecimals: number;
  keys: string[];
}

type Token =
  | { kind: 'number'; text: string; at: number }
  | { kind: 'name'; text: string; at: number; end: number }
  | { kind: 'symbol'; text: string; at: number }
  | { kind: 'end'; text: ''; at: number };

class CheckSyntaxError extends Error {
  constructor(readonly detail: CheckError) {
    super(detail.reason);
  }
}

const fail = (reason: CheckErrorReason, at: number, text?: string): never => {
  throw new CheckSyntaxError(text === undefined ? { reason, at } : { reason, at, text });
};

const WITHIN = 'within';
const symbols = ['!=', '<=', '>=', '=', '<', '>', '+', '-', '*', '/', '(', ')'];

/** Splits the source; consecutive words (not `within`) make one name, spaced as written. */
function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const word = /[\p{L}_][\p{L}\p{N}_.]*/uy;
  const number = /\d+(?:\.\d+)?/y;
  let at = 0;
  while (at < source.length) {
    if (/\s/.test(source[at]!)) {
      at += 1;
      continue;
    }
    number.lastIndex = at;
    word.lastIndex = at;
    const symbol = symbols.find((text) => source.startsWith(text, at));
    if (number.test(source)) {
      tokens.push({ kind: 'number', text: source.slice(at, number.lastIndex), at });
      at = number.lastIndex;
    } else if (word.test(source)) {
      const text = source.slice(at, word.lastIndex);
      const last = tokens.at(-1);
      const isKeyword = (name: string) => name.toLowerCase() === WITHIN;
      if (
        last?.kind === 'name' &&
        !isKeyword(text) &&
        !isKeyword(last.text) &&
        !last.text.startsWith('"')
      ) {
        last.text = source.slice(last.at, word.lastIndex);
        last.end = word.lastIndex;
      } else tokens.push({ kind: 'name', text, at, end: word.lastIndex });
      at = word.lastIndex;
    } else if (source[at] === '"') {
      const close = source.indexOf('"', at + 1);
      if (close < 0) fail('unclosed', at);
      tokens.push({ kind: 'name', text: source.slice(at, close + 1), at, end: close + 1 });
      at = close + 1;
    } else if (symbol) {
      tokens.push({ kind: 'symbol', text: symbol, at });
      at += symbol.length;
    } else fail('unexpected', at, String.fromCodePoint(source.codePointAt(at)!));
  }
  tokens.push({ kind: 'end', text: '', at: source.length });
  return tokens;
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

class Parser {
  private index = 0;
  private depth = 0;
  readonly keys = new Set<string>();

  constructor(
    private readonly tokens: Token[],
    private readonly fields: readonly CheckField[],
  ) {}

  peek(): Token {
    return this.tokens[this.index]!;
  }

  take(): Token {
    return this.tokens[this.index++]!;
  }

  isSymbol(...texts: string[]): boolean {
    const token = this.peek();
    return token.kind === 'symbol' && texts.includes(token.text);
  }

  sum(): Expression {
    let left = this.product();
    while (this.isSymbol('+', '-')) {
      const op = this.take().text as '+' | '-';
      left = { type: 'binary', op, left, right: this.product() };
    }
    return left;
  }

  private product(): Expression {
    let left = this.unary();
    while (this.isSymbol('*', '/')) {
      const op = this.take().text as '*' | '/';
      left = { type: 'binary', op, left, right: this.unary() };
    }
    return left;
  }

  private unary(): Expression {
    const token = this.take();
    if (++this.depth > MAX_CHECK_DEPTH) fail('too-deep', token.at);
    try {
      if (token.kind === 'number') return { type: 'number', value: Number(token.text) };
      if (token.kind === 'name') return { type: 'field', key: this.resolve(token) };
      if (token.text === '-') return { type: 'negate', operand: this.unary() };
      if (token.text === '(') {
        const inner = this.sum();
        if (!this.isSymbol(')')) fail('unclosed', token.at);
        this.take();
        return inner;
      }
      return fail('expected-value', token.at, token.text || undefined);
    } finally {
      this.depth -= 1;
    }
  }

  /** The key of the field a name refers to: a key as is, a caption ignoring case and spacing. */
  private resolve(token: Extract<Token, { kind: 'name' }>): string {
    const name = token.text.startsWith('"') ? token.text.slice(1, -1) : token.text;
    const byKey = this.fields.find((field) => field.key === name);
    const byCaption = this.fields.filter((field) => normalName(field.caption) === normalName(name));
    if (!byKey && byCaption.length > 1) fail('ambiguous-field', token.at, name);
    const field = byKey ?? byCaption[0];
    if (!field) return fail('unknown-field', token.at, name);
    if (field.type !== 'number') fail('not-a-number-field', token.at, name);
    this.keys.add(field.key);
    return field.key;
  }
}

/** The parsed check, or the first reason it is refused. */
export function parseCheck(
  source: string,
  fields: readonly CheckField[],
): { ok: true; check: ParsedCheck } | { ok: false; error: CheckError } {
  if (source.length > MAX_CHECK_LENGTH)
    return { ok: false, error: { reason: 'too-long', at: MAX_CHECK_LENGTH } };
  try {
    const parser = new Parser(tokenize(source), fields);
    const leftStart = parser.peek().at;
    const left = parser.sum();
    const operator = parser.peek();
    if (!parser.isSymbol(...comparisons))
      fail('expected-comparison', operator.at, operator.text || undefined);
    parser.take();
    const rightStart = parser.peek().at;
    const right = parser.sum();
    const rightEnd = parser.peek().at;
    const tolerance = parseTolerance(parser, operator.text as Comparison);
    const end = parser.peek();
    if (end.kind !== 'end') fail('unexpected', end.at, end.text);
    return {
      ok: true,
      check: {
        left,
        right,
        leftText: source.slice(leftStart, operator.at).trim(),
        rightText: source.slice(rightStart, rightEnd).trim(),
        comparison: operator.text as Comparison,
        ...tolerance,
        keys: [...parser.keys],
      },
    };
  } catch (error) {
    if (error instanceof CheckSyntaxError) return { ok: false, error: error.detail };
    throw error;
  }
}

function parseTolerance(
  parser: Parser,
  comparison: Comparison,
): Pick<ParsedCheck, 'tolerance' | 'toleranceDecimals'> {
  const keyword = parser.peek();
  if (keyword.kind !== 'name' || keyword.text.toLowerCase() !== WITHIN)
    return { tolerance: 0, toleranceDecimals: 0 };
  if (comparison !== '=') fail('tolerance-needs-equals', keyword.at);
  parser.take();
  const amount = parser.take();
  if (amount.kind !== 'number') return fail('expected-value', amount.at, amount.text || undefined);
  return {
    tolerance: Number(amount.text),
    toleranceDecimals: amount.text.split('.')[1]?.length ?? 0,
  };
}

function evaluate(
  expression: Expression,
  values: Readonly<Record<string, unknown>>,
): number | null {
  switch (expression.type) {
    case 'number':
      return expression.value;
    case 'field': {
      const value = values[expression.key];
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    }
    case 'negate': {
      const operand = evaluate(expression.operand, values);
      return operand === null ? null : -operand;
    }
    case 'binary': {
      const left = evaluate(expression.left, values);
      const right = evaluate(expression.right, values);
      if (left === null || right === null) return null;
      const result = arithmetic[expression.op](left, right);
      return Number.isFinite(result) ? result : null;
    }
  }
}

const arithmetic = {
  '+': (a: number, b: number) => a + b,
  '-': (a: number, b: number) => a - b,
  '*': (a: number, b: number) => a * b,
  '/': (a: number, b: number) => a / b,
};

/** Float noise (0.1 + 0.2 against 0.3) is not a difference. */
const EPSILON = 1e-9;

const holds: Record<Comparison, (difference: number, tolerance: number) => boolean> = {
  '=': (d, tolerance) => Math.abs(d) <= tolerance + EPSILON,
  '!=': (d) => Math.abs(d) > EPSILON,
  '<': (d) => d < -EPSILON,
  '<=': (d) => d <= EPSILON,
  '>': (d) => d > EPSILON,
  '>=': (d) => d >= -EPSILON,
};

/**
 * Both sides' values and whether the check holds; null when a field it reads is empty or not a
 * number, or a side divides by zero: then there is nothing to compare.
 */
export function evaluateCheck(
  check: ParsedCheck,
  values: Readonly<Record<string, unknown>>,
): { holds: boolean; left: number; right: number } | null {
  const left = evaluate(check.left, values);
  const right = evaluate(check.right, values);
  if (left === null || right === null) return null;
  return { holds: holds[check.comparison](left - right, check.tolerance), left, right };
}
