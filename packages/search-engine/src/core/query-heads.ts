import { CODE_WORD, COMPOUND_PART, headDistances, PHRASE_START } from './head-words'
import { tokenizeWithFlags, type ScanOptions } from './tokenizer'

/** Words and signs that coordinate two noun phrases ("necklace and chains", "tops & tees"). */
const CONJUNCTIONS = new Set(['and', 'or', 'nor', 'n'])
const COORDINATING_SIGNS = /[&+]/

/**
 * How far each word of a query is from being the head of its noun phrase, as the records' words
 * are measured (`head-words.ts`): the number of words after it in its phrase, not counting words
 * holding a digit nor the words `skip` says are dropped (stop words). A conjunction ("and",
 * "or", `&`, `+`) or punctuation starts a new phrase, so each conjunct has its own head:
 * "necklace and chains" has two heads, "frozen foods" one ("foods"). Returns one distance per
 * word of `tokenize(query)`.
 */
export function queryHeadDistances(
  query: string,
  skip: (word: string) => boolean,
  scan?: ScanOptions,
): Uint8Array {
  const { words, flags } = tokenizeWithFlags(query, scan)
  const adjusted = flags.map((f, i) => {
    let flag = f & ~COMPOUND_PART
    if (skip(words[i]!)) flag |= CODE_WORD
    if (i > 0 && CONJUNCTIONS.has(words[i - 1]!)) flag |= PHRASE_START
    return flag
  })
  // Signs between words (the tokenizer drops them) also separate conjuncts.
  let at = 0
  const starts: number[] = []
  const lower = query.toLowerCase()
  for (const word of words) {
    const found = lower.indexOf(word, at)
    starts.push(found < 0 ? at : found)
    at = found < 0 ? at : found + word.length
  }
  for (let i = 1; i < words.length; i++) {
    const between = query.slice(starts[i - 1]! + words[i - 1]!.length, starts[i])
    if (COORDINATING_SIGNS.test(between)) adjusted[i]! |= PHRASE_START
  }
  const out = new Uint8Array(words.length)
  headDistances(adjusted, words.length, out)
  return out
}
