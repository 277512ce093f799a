import { singleWordExactTest, type CriteriaInput } from './criteria'
import { MATCH_SCORE } from './match'
import { POSITION_BITS } from './text-index'
import { slotWeights } from './textual-scores'

const SAFE = 2 ** 53
const TYPO = 1
const ATTRIBUTE = 2
const EXACT = 3
/** Criteria that are constant (0) over the candidates of a one-word query without hooks. */
const CONSTANT = new Set(['words', 'proximity', 'filters'])
const VARYING: Record<string, number> = { typo: TYPO, attribute: ATTRIBUTE, exact: EXACT }

/**
 * Ranking keys of a one-word query (the autocomplete case: a prefix matching a large part of
 * the index) in one pass over the candidates, instead of a score record and one column per
 * criterion. Only typos, attribute and exactness can differ between candidates of one word
 * (every candidate matches it: no missing word, no proximity), so the key is those three in
 * criteria order, then the custom-ranking group: the same keys as the general path. Writes
 * `keys[0..n)` and returns true, or returns false (nothing written) when the query is not one
 * word, has ranking hooks or sort criteria, or the keys would not fit in 53 bits.
 */
export function singleWordKeys(
  input: CriteriaInput,
  candidates: Uint32Array,
  n: number,
  keys: Float64Array,
): boolean {
  const { states, index } = input
  if (states.length !== 1 || !index || input.filterScore || input.personalization || input.geo)
    return false
  const order: number[] = []
  for (const criterion of input.criteria) {
    const code = VARYING[criterion.kind]
    if (code !== undefined) order.push(code)
    else if (!CONSTANT.has(criterion.kind)) return false
  }
  const slots = slotWeights(index)
  let maxWeight = 0
  for (const w of slots.weight) if (w > maxWeight) maxWeight = w
  // The key is linear in the three values: each one's weight is the product of the radices of
  // the criteria after it (then the custom-ranking group's range).
  const radix = [0, 256, maxWeight + 64, 2]
  const groups = input.customGroups
  const weightOf = [0, 0, 0, 0]
  let capacity = (groups?.max ?? 0) + 1
  for (let j = order.length - 1; j >= 0; j--) {
    weightOf[order[j]!] = capacity
    capacity *= radix[order[j]!]!
  }
  if (capacity >= SAFE) return false

  const state = states[0]!
  const { info, pos } = state
  const noExact = (input.exactOnSingleWordQuery ?? 'attribute') === 'none'
  const isExact = singleWordExactTest(input)
  const { weight, ordered } = slots
  const typoWeight = weightOf[TYPO]!
  const attributeWeight = weightOf[ATTRIBUTE]!
  const exactWeight = noExact ? 0 : weightOf[EXACT]!
  // Slot and position unpacked here (as `slotOf` / `positionOf` do): no call per candidate.
  const shift = POSITION_BITS
  const mask = (1 << shift) - 1
  const groupOf = groups?.groups
  for (let c = 0; c < n; c++) {
    const doc = candidates[c]!
    const score = info[doc]! & MATCH_SCORE
    const packed = pos[doc]!
    const slot = packed >>> shift
    let key = (score >> 1) * typoWeight + (groupOf ? groupOf[doc]! : 0)
    const position = ordered[slot] === 1 ? Math.min(packed & mask, 63) : 0
    key += (weight[slot]! + position) * attributeWeight
    if (exactWeight !== 0 && ((score & 1) === 1 || (isExact !== undefined && !isExact(doc))))
      key += exactWeight
    keys[c] = key
  }
  return true
}
