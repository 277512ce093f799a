import fc from 'fast-check'
import { PROTOTYPE_WORDS, trickyString } from './hostile-json'

/**
 * Small valid values the body shapes are built from: index names, words, IDs, facets and filters,
 * with prototype names and tricky strings among them (all valid JSON strings).
 */

/** Indices the fuzzer writes to and reads (it never names the test's stable index). */
export const FUZZ_INDICES = ['fuzz', 'fuzz_sorted', 'products', '__proto__', 'constructor']

export const indexName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FUZZ_INDICES) },
  { weight: 1, arbitrary: trickyString },
)
export const word = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom('red', 'shoe', 'shoes', 'bag', 'running', 'the', 'des') },
  { weight: 1, arbitrary: trickyString },
)
export const words = fc.array(word, { minLength: 1, maxLength: 4 })
export const text = words.map((w) => w.join(' '))
export const id = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('s1', 'r1', 'p00001', 'p00002', 'x') },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_WORDS) },
  { weight: 1, arbitrary: trickyString },
)
export const facet = fc.constantFrom(
  'brand',
  'colors',
  'price',
  'categories',
  '__proto__',
  'constructor',
)
export const filters = fc.constantFrom(
  'brand:Acme',
  'price > 10 AND (colors:red OR colors:blue)',
  'NOT brand:x',
  '__proto__:1',
  'constructor.prototype:1',
  '',
)
export const facetValue = fc.tuple(facet, word).map(([f, v]) => `${f}:${v}`)
export const languages = fc.array(fc.constantFrom('en', 'fr', 'de', 'nl'), { maxLength: 3 })
