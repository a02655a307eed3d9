/**
 * Field patterns (validation rules, issue 28) in a regular-expression dialect that matches in
 * linear time: parsed here into a small program and run by a Pike VM (every alternative is
 * followed at once, one step per character), so no pattern can backtrack catastrophically the
 * way `(a+)+$` does in a backtracking engine. Backreferences and lookarounds, which need
 * backtracking, are refused.
 *
 * Supported: literals; `.`; escapes `\d \D \w \W \s \S \t \n \r` and escaped punctuation;
 * classes `[a-z0-9_]`, `[^...]`; groups `(...)`, `(?:...)`; alternation `|`; quantifiers
 * `* + ? {n} {n,} {n,m}` (a trailing `?` is accepted and changes nothing: only whether the
 * value matches counts); anchors `^ $`. Matching is case-sensitive and, like RegExp#test,
 * finds the pattern anywhere in the value unless anchored.
 */

/** Longest pattern accepted. */
export const MAX_PATTERN_LENGTH = 200;
/** Longest value a pattern is run on: a longer value fails the rule as too long. */
export const MAX_PATTERN_INPUT = 500;
/** Highest count in `{n,m}`. */
const MAX_REPEAT = 100;
/** Most instructions a pattern compiles to (counted repeats copy their body). */
const MAX_PROGRAM = 2000;

export type PatternErrorReason =
  | 'too-long'
  | 'unsupported'
  | 'unbalanced'
  | 'nothing-to-repeat'
  | 'bad-repeat'
  | 'bad-range'
  | 'too-complex';

/** Why a pattern is refused, and where (0-based index into the pattern). */
export interface PatternError {
  reason: PatternErrorReason;
  at: number;
}

type CharTest = (code: number) => boolean;

type Node =
  | { type: 'char'; test: CharTest }
  | { type: 'bol' }
  | { type: 'eol' }
  | { type: 'seq'; items: Node[] }
  | { type: 'alt'; options: Node[] }
  | { type: 'repeat'; node: Node; min: number; max: number };

type Instruction =
  | { op: 'char'; test: CharTest }
  | { op: 'split'; next: number; alt: number }
  | { op: 'jmp'; next: number }
  | { op: 'bol' }
  | { op: 'eol' }
  | { op: 'match' };

/** A compiled pattern: run it with matchesPattern. */
export interface Pattern {
  readonly program: readonly Instruction[];
}

class PatternSyntaxError extends Error {
  constructor(readonly detail: PatternError) {
    super(detail.reason);
  }
}

const isDigit: CharTest = (c) => c >= 48 && c <= 57;
const isWord: CharTest = (c) =>
  isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isSpace: CharTest = (c) => /\s/u.test(String.fromCodePoint(c));
const not =
  (test: CharTest): CharTest =>
  (c) =>
    !test(c);
const is =
  (code: number): CharTest =>
  (c) =>
    c === code;

/** Escapes of a character set; an escaped letter not listed here is refused (\1, \k, \p …). */
const setEscapes: Record<string, CharTest> = {
  d: isDigit,
  D: not(isDigit),
  w: isWord,
  W: not(isWord),
  s: isSpace,
  S: not(isSpace),
  t: is(9),
  n: is(10),
  r: is(13),
};

class Parser {
  private at = 0;
  constructor(private readonly source: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.at < this.source.length) this.fail('unbalanced');
    return node;
  }

  private fail(reason: PatternErrorReason, at = this.at): never {
    throw new PatternSyntaxError({ reason, at });
  }

  private peek(): string | undefined {
    return this.source[this.at];
  }

  private alternation(): Node {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.at += 1;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { type: 'alt', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    for (let next = this.peek(); next !== undefined && next !== '|' && next !== ')';) {
      items.push(this.quantified());
      next = this.peek();
    }
    return { type: 'seq', items };
  }

  private quantified(): Node {
    const start = this.at;
    const atom = this.atom();
    const bounds = this.quantifier();
    if (!bounds) return atom;
    if (atom.type === 'bol' || atom.type === 'eol') this.fail('nothing-to-repeat', start);
    if (this.peek() === '?') this.at += 1; // lazy: the same match/no-match answer
    const after = this.peek();
    if (after !== undefined && '*+?{'.includes(after)) this.fail('nothing-to-repeat');
    return { type: 'repeat', node: atom, ...bounds };
  }

  private quantifier(): { min: number; max: number } | null {
    const next = this.peek();
    if (next === '*' || next === '+' || next === '?') {
      this.at += 1;
      return { min: next === '+' ? 1 : 0, max: next === '?' ? 1 : Infinity };
    }
    if (next !== '{') return null;
    const start = this.at;
    const match = /^\{(\d{1,4})(,(\d{0,4}))?\}/.exec(this.source.slice(this.at));
    if (!match) this.fail('bad-repeat', start);
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] ? Number(match[3]) : Infinity;
    if (min > max || min > MAX_REPEAT || (max !== Infinity && max > MAX_REPEAT))
      this.fail('bad-repeat', start);
    this.at += match[0].length;
    return { min, max };
  }

  private atom(): Node {
    const start = this.at;
    const next = this.source[this.at++]!;
    switch (next) {
      case '(':
        return this.group(start);
      case '[':
        return { type: 'char', test: this.charClass(start) };
      case '.':
        return { type: 'char', test: (c) => c !== 10 && c !== 13 };
      case '^':
        return { type: 'bol' };
      case '$':
        return { type: 'eol' };
      case '\\':
        return { type: 'char', test: this.escape(start) };
      case '*':
      case '+':
      case '?':
      case '{':
        return this.fail('nothing-to-repeat', start);
      case ']':
      case '}':
        return this.fail('unbalanced', start);
      default: {
        const code = this.source.codePointAt(start)!;
        this.at = start + String.fromCodePoint(code).length;
        return { type: 'char', test: is(code) };
      }
    }
  }

  private group(start: number): Node {
    if (this.source.startsWith('?:', this.at)) this.at += 2;
    else if (this.peek() === '?') this.fail('unsupported', start); // lookarounds, named groups
    const inner = this.alternation();
    if (this.peek() !== ')') this.fail('unbalanced', start);
    this.at += 1;
    return inner;
  }

  /** After a backslash: a set escape or an escaped punctuation character. */
  private escape(start: number): CharTest {
    const next = this.source[this.at];
    if (next === undefined) return this.fail('unbalanced', start);
    this.at += 1;
    const set = setEscapes[next];
    if (set) return set;
    if (/[\p{L}\p{N}]/u.test(next)) return this.fail('unsupported', start); // \1, \b, \p{…}, \k<…>
    return is(next.codePointAt(0)!);
  }

  private charClass(start: number): CharTest {
    const negated = this.peek() === '^';
    if (negated) this.at += 1;
    const tests: CharTest[] = [];
    for (let first = true; this.peek() !== ']' || first; first = false) {
      if (this.peek() === undefined) this.fail('unbalanced', start);
      const from = this.classMember();
      if (this.peek() === '-' && this.source[this.at + 1] !== ']' && typeof from === 'number') {
        const dash = this.at;
        this.at += 1;
        const to = this.classMember();
        if (typeof to !== 'number' || to < from) this.fail('bad-range', dash);
        tests.push((c) => c >= from && c <= to);
      } else tests.push(typeof from === 'number' ? is(from) : from);
    }
    this.at += 1;
    const inClass: CharTest = (c) => tests.some((test) => test(c));
    return negated ? not(inClass) : inClass;
  }

  /** One member of a class: a code point, or a set for `\d` and the like. */
  private classMember(): number | CharTest {
    const start = this.at;
    if (this.peek() === '\\') {
      this.at += 1;
      const next = this.peek();
      if (next === undefined) this.fail('unbalanced', start);
      const set = setEscapes[next];
      this.at += 1;
      if (set) return set;
      if (/[\p{L}\p{N}]/u.test(next)) this.fail('unsupported', start);
      return next.codePointAt(0)!;
    }
    const code = this.source.codePointAt(this.at)!;
    this.at += String.fromCodePoint(code).length;
    return code;
  }
}

/** Compiles to Pike VM instructions; throws too-complex past MAX_PROGRAM. */
class Compiler {
  readonly program: Instruction[] = [];

  private emit(instruction: Instruction): number {
    if (this.program.length >= MAX_PROGRAM)
      throw new PatternSyntaxError({ reason: 'too-complex', at: 0 });
    this.program.push(instruction);
    return this.program.length - 1;
  }

  node(node: Node): void {
    switch (node.type) {
      case 'char':
        this.emit({ op: 'char', test: node.test });
        return;
      case 'bol':
      case 'eol':
        this.emit({ op: node.type });
        return;
      case 'seq':
        for (const item of node.items) this.node(item);
        return;
      case 'alt':
        this.alternatives(node.options);
        return;
      case 'repeat':
        this.repeat(node);
        return;
    }
  }

  private alternatives(options: readonly Node[]): void {
    const jumps: number[] = [];
    options.forEach((option, i) => {
      const isLast = i === options.length - 1;
      const split = isLast ? -1 : this.emit({ op: 'split', next: 0, alt: 0 });
      if (!isLast) this.program[split] = { op: 'split', next: split + 1, alt: 0 };
      this.node(option);
      if (!isLast) {
        jumps.push(this.emit({ op: 'jmp', next: 0 }));
        this.program[split] = { op: 'split', next: split + 1, alt: this.program.length };
      }
    });
    for (const jump of jumps) this.program[jump] = { op: 'jmp', next: this.program.length };
  }

  private repeat({ node, min, max }: Extract<Node, { type: 'repeat' }>): void {
    for (let i = 0; i < min; i += 1) this.node(node);
    if (max === Infinity) {
      const split = this.emit({ op: 'split', next: 0, alt: 0 });
      this.node(node);
      this.emit({ op: 'jmp', next: split });
      this.program[split] = { op: 'split', next: split + 1, alt: this.program.length };
      return;
    }
    const splits: number[] = [];
    for (let i = min; i < max; i += 1) {
      splits.push(this.emit({ op: 'split', next: 0, alt: 0 }));
      this.node(node);
    }
    for (const split of splits)
      this.program[split] = { op: 'split', next: split + 1, alt: this.program.length };
  }
}

/** The compiled pattern, or why it is refused. */
export function compilePattern(
  source: string,
): { ok: true; pattern: Pattern } | { ok: false; error: PatternError } {
  if (source.length > MAX_PATTERN_LENGTH)
    return { ok: false, error: { reason: 'too-long', at: MAX_PATTERN_LENGTH } };
  try {
    const compiler = new Compiler();
    compiler.node(new Parser(source).parse());
    compiler.program.push({ op: 'match' });
    return { ok: true, pattern: { program: compiler.program } };
  } catch (error) {
    if (error instanceof PatternSyntaxError) return { ok: false, error: error.detail };
    throw error;
  }
}

/**
 * Whether the pattern matches somewhere in `text`, in time linear in the text's length (times
 * the program's size). Give it values up to MAX_PATTERN_INPUT characters.
 */
export function matchesPattern({ program }: Pattern, text: string): boolean {
  const codes = Array.from(text, (char) => char.codePointAt(0)!);
  let current: number[] = [];
  const seen = new Int32Array(program.length).fill(-1);
  /** Adds the thread at pc and every one its jumps and splits lead to; true on a match. */
  const add = (list: number[], pc: number, position: number): boolean => {
    const stack = [pc];
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (seen[at] === position) continue;
      seen[at] = position;
      const instruction = program[at]!;
      switch (instruction.op) {
        case 'match':
          return true;
        case 'jmp':
          stack.push(instruction.next);
          break;
        case 'split':
          stack.push(instruction.alt, instruction.next);
          break;
        case 'bol':
          if (position === 0) stack.push(at + 1);
          break;
        case 'eol':
          if (position === codes.length) stack.push(at + 1);
          break;
        case 'char':
          list.push(at);
          break;
      }
    }
    return false;
  };
  for (let position = 0; position <= codes.length; position += 1) {
    // Unanchored: a thread starts at every position, as RegExp#test would try.
    if (add(current, 0, position)) return true;
    if (position === codes.length) break;
    const next: number[] = [];
    const code = codes[position]!;
    for (const pc of current) {
      const instruction = program[pc] as Extract<Instruction, { op: 'char' }>;
      if (instruction.test(code) && add(next, pc + 1, position + 1)) return true;
    }
    current = next;
  }
  return false;
}
