import { expandWord } from './expand'
import type { EffectiveParams } from './matches'
import { parseQueryWords, typosEnabled } from './query-words'
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

/**
 * The prefixes of the index's terms that are as long as the shortest word allowed a typo
 * (`minWordSizefor1Typo`) and whose expansion as the query's last word, typos included, holds at
 * least `minPostings` postings: with its typos a four-letter prefix can match as many records as
 * a two-letter one. None when typos are off.
 */
export function* typoHeavyPrefixes(
  index: TextIndex,
  params: EffectiveParams,
  minPostings: number,
): Steps<string[]> {
  const length = params.minWordSizefor1Typo ?? 4
  if (!typosEnabled(params.typoTolerance) || length < 1) return []
  const { terms } = index
  const out: string[] = []
  let read = 0
  for (let i = 0; i < terms.length;) {
    if (terms[i]!.length < length) {
      i++
      continue
    }
    const end = skipPrefix(terms, i, terms[i]!, length)
    const prefix = terms[i]!.slice(0, length)
    i = end
    const { words } = parseQueryWords({ ...params, query: prefix })
    const word = words.length === 1 ? words[0]! : undefined
    if (word === undefined || word.text !== prefix || word.maxTypos === 0) continue
    if (expandWord(index, word).postings >= minPostings) out.push(prefix)
    // A fuzzy walk reads about as many terms as a step of grouping.
    read += TERMS_PER_STEP / 8
    if (read >= TERMS_PER_STEP) {
      read = 0
      yield
    }
  }
  return out
}
