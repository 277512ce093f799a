import type { Steps } from './steps'
import { skipPrefix, type TextIndex } from './text-index'

/** Terms grouped per step: a step never reads many more. */
const TERMS_PER_STEP = 4_096

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}

/**
 * The prefixes of the index's terms whose terms hold at least `minPostings` postings, shortest
 * first (a prefix typed as a query matches that many records at most, usually about as many).
 * A prefix ending inside a surrogate pair is skipped, not its longer prefixes. Every heavy prefix
 * of length `n + 1` extends a heavy one of length `n`, so there are at most
 * `postings / minPostings` of each length.
 */
export function* heavyPrefixes(index: TextIndex, minPostings: number): Steps<string[]> {
  const { terms, termStart } = index
  const out: string[] = []
  let ranges: Array<[number, number]> = [[0, terms.length]]
  let read = 0
  for (let length = 1; ranges.length > 0; length++) {
    const next: Array<[number, number]> = []
    for (const [from, to] of ranges) {
      let i = from
      while (i < to) {
        if (terms[i]!.length < length) {
          i++
          continue
        }
        const end = Math.min(to, skipPrefix(terms, i, terms[i]!, length))
        if (termStart[end]! - termStart[i]! >= minPostings) {
          next.push([i, end])
          const prefix = terms[i]!.slice(0, length)
          if (!isHighSurrogate(prefix.charCodeAt(length - 1))) out.push(prefix)
        }
        read += 1 + Math.ceil(Math.log2(end - i + 1))
        if (read >= TERMS_PER_STEP) {
          read = 0
          yield
        }
        i = end
      }
    }
    ranges = next
  }
  return out
}
