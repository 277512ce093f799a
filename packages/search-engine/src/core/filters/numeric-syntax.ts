import type { NumericOperator } from './ast'

/**
 * The two numeric filter forms, read in time linear in the text: `attribute <op> value` and
 * `attribute:lower TO upper`. They mean what the regular expressions
 * `^(.+?)\s*(<=|>=|!=|<|>|=)\s*(\S+)$` and `^(.+?)\s*:\s*(\S+)\s+TO\s+(\S+)$` match (the attribute
 * is the shortest that fits, without line breaks), which backtrack in quadratic time: a filter of
 * 60,000 spaces held the server for 12 s.
 */

const OPERATORS: readonly NumericOperator[] = ['<=', '>=', '!=', '<', '>', '=']

/** JavaScript's `\s`. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d)
  if (code < 0xa0) return false
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  )
}

/** A line terminator, which the attribute's `.` does not match. */
function isLineBreak(code: number): boolean {
  return code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029
}

/** Positions of a text: the next non-space and the next space at or after each index. */
interface Scan {
  length: number
  nextNonSpace: Int32Array
  nextSpace: Int32Array
  /** Index of the last space, -1 when none. */
  lastSpace: number
  /** Index of the first line break, `length` when none. */
  firstBreak: number
}

function scan(text: string): Scan {
  const n = text.length
  const nextNonSpace = new Int32Array(n + 1).fill(n)
  const nextSpace = new Int32Array(n + 1).fill(n)
  let lastSpace = -1
  let firstBreak = n
  for (let i = n - 1; i >= 0; i--) {
    const code = text.charCodeAt(i)
    const space = isSpace(code)
    nextNonSpace[i] = space ? nextNonSpace[i + 1]! : i
    nextSpace[i] = space ? i : nextSpace[i + 1]!
    if (space && lastSpace < 0) lastSpace = i
    if (isLineBreak(code)) firstBreak = i
  }
  return { length: n, nextNonSpace, nextSpace, lastSpace, firstBreak }
}

/** `from` starts a run of non-spaces that ends the text. */
function lastWordFrom(s: Scan, from: number): boolean {
  return from < s.length && from > s.lastSpace
}

/** `attribute <op> value`: its three parts (untrimmed attribute), or undefined. */
export function parseComparison(
  text: string,
): { attribute: string; operator: NumericOperator; value: string } | undefined {
  const s = scan(text)
  for (let end = 1; end < s.length && end <= s.firstBreak; end++) {
    const at = s.nextNonSpace[end]!
    for (const operator of OPERATORS) {
      if (!text.startsWith(operator, at)) continue
      const value = s.nextNonSpace[at + operator.length]!
      if (lastWordFrom(s, value)) {
        return { attribute: text.slice(0, end), operator, value: text.slice(value) }
      }
    }
  }
  return undefined
}

/** `attribute:lower TO upper`: its three parts (untrimmed attribute), or undefined. */
export function parseRange(
  text: string,
): { attribute: string; lower: string; upper: string } | undefined {
  const s = scan(text)
  for (let end = 1; end < s.length && end <= s.firstBreak; end++) {
    const colon = s.nextNonSpace[end]!
    if (text.charCodeAt(colon) !== 0x3a) continue
    const lower = s.nextNonSpace[colon + 1]!
    const lowerEnd = s.nextSpace[lower]!
    if (lower >= s.length || lowerEnd >= s.length) continue
    const to = s.nextNonSpace[lowerEnd]!
    if (!text.startsWith('TO', to) || !isSpace(text.charCodeAt(to + 2))) continue
    const upper = s.nextNonSpace[to + 2]!
    if (lastWordFrom(s, upper)) {
      return {
        attribute: text.slice(0, end),
        lower: text.slice(lower, lowerEnd),
        upper: text.slice(upper),
      }
    }
  }
  return undefined
}
