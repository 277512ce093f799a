import { EngineError } from '../errors'

/** Token of the `filters` language. */
export type Token =
  | { kind: 'lparen' | 'rparen' | 'colon' | 'end'; at: number }
  | { kind: 'op'; value: '<' | '<=' | '=' | '!=' | '>=' | '>'; at: number }
  | { kind: 'word'; value: string; quoted: boolean; at: number }
  | { kind: 'score'; value: number; at: number }

const SPACE = /\s/
const BARE_STOP = /[\s()"':<>=!]/
const SCORE = /^<score\s*=\s*(-?\d+)\s*>/

/** Error for a malformed `filters` string, naming the 1-based character position. */
export function syntaxError(at: number, message: string): EngineError {
  return new EngineError(400, `Invalid filter syntax at position ${at + 1}: ${message}`)
}

function readQuoted(text: string, start: number): { value: string; end: number } {
  const quote = text[start]!
  let value = ''
  let i = start + 1
  while (i < text.length) {
    const c = text[i]!
    if (c === '\\' && i + 1 < text.length) {
      value += text[i + 1]
      i += 2
    } else if (c === quote) {
      return { value, end: i + 1 }
    } else {
      value += c
      i++
    }
  }
  throw syntaxError(start, `unterminated quoted string starting with ${quote}`)
}

function readBare(text: string, start: number): { value: string; end: number } {
  let value = ''
  let i = start
  while (i < text.length && !BARE_STOP.test(text[i]!)) {
    if (text[i] === '\\' && i + 1 < text.length) {
      value += text[i + 1]
      i += 2
    } else {
      value += text[i]
      i++
    }
  }
  return { value, end: i }
}

function readOperator(text: string, i: number): Token | undefined {
  const two = text.slice(i, i + 2)
  if (two === '<=' || two === '>=' || two === '!=') return { kind: 'op', value: two, at: i }
  const one = text[i]
  if (one === '<' || one === '>' || one === '=') return { kind: 'op', value: one, at: i }
  return undefined
}

/** Splits a `filters` string into tokens; throws a 400 {@link EngineError} on bad characters. */
export function lex(text: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    if (SPACE.test(c)) {
      i++
    } else if (c === '(' || c === ')') {
      tokens.push({ kind: c === '(' ? 'lparen' : 'rparen', at: i })
      i++
    } else if (c === ':') {
      tokens.push({ kind: 'colon', at: i })
      i++
    } else if (c === '"' || c === "'") {
      const { value, end } = readQuoted(text, i)
      tokens.push({ kind: 'word', value, quoted: true, at: i })
      i = end
    } else if (c === '<' && SCORE.test(text.slice(i, i + 24))) {
      const match = SCORE.exec(text.slice(i, i + 24))!
      tokens.push({ kind: 'score', value: Number(match[1]), at: i })
      i += match[0].length
    } else {
      const op = readOperator(text, i)
      if (op) {
        tokens.push(op)
        i += op.kind === 'op' ? op.value.length : 1
      } else if (c === '!') {
        throw syntaxError(i, 'unexpected "!"')
      } else {
        const { value, end } = readBare(text, i)
        tokens.push({ kind: 'word', value, quoted: false, at: i })
        i = end
      }
    }
  }
  tokens.push({ kind: 'end', at: text.length })
  return tokens
}
