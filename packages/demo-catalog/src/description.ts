import type { Random } from './random'
import type { CategoryLeaf } from './taxonomy'
import { agreement, capitalize, lowerNoun, hasRepeatedBigram } from './text'

/** What a description is written about. */
export interface DescriptionInput {
  leaf: CategoryLeaf
  brand: string
  model: string
  noun: string
  material: string
}

type Parts = ReturnType<typeof agreement> & DescriptionInput & { item: string }

type Template = (p: Parts, random: Random) => string

const OPENINGS: Template[] = [
  (p, r) =>
    `The ${p.model} ${p.item} ${p.is} made from ${p.material} and finished with ${r.pick(p.leaf.details)}.`,
  (p, r) =>
    `Made from ${p.material}, ${p.this} ${p.item} come${p.s} with ${r.pick(p.leaf.details)}.`,
  (p, r) =>
    `${p.brand} builds the ${p.model} from ${p.material} and adds ${r.pick(p.leaf.details)}.`,
]

const USES: Template[] = [
  (p, r) => `${p.It} ${p.is} ideal for ${r.pick(p.leaf.uses)}.`,
  (p, r) => `${p.It} suit${p.s} ${r.pick(p.leaf.uses)}.`,
  (p, r) => {
    const [a, b] = twoOf(r, p.leaf.uses)
    return `${p.It} ${p.is} a dependable choice for ${a} and ${b}.`
  },
  (p, r) => `Shoppers pick ${p.them} for ${r.pick(p.leaf.uses)}.`,
]

const DETAILS: Template[] = [
  (p, r) => `Look out for ${r.pick(p.leaf.details)}, a touch our customers love.`,
  (p, r) => `${p.It} also ${p.has} ${r.pick(p.leaf.details)}.`,
  (p, r) => `Small extras such as ${r.pick(p.leaf.details)} make the difference.`,
]

// Most products carry the word "quality" (the search benchmark's "matches most" query).
const CLOSINGS: Template[] = [
  () => 'Every piece is checked by our quality team before it ships.',
  (p) => `${p.brand} gives ${p.them} a two-year quality guarantee.`,
  () => 'Expect a quality standard that lasts for years.',
  (p) => `${capitalize(p.this)} would make a great gift.`,
]

function twoOf(random: Random, items: readonly string[]): [string, string] {
  const a = random.int(0, items.length - 1)
  const b = (a + random.int(1, items.length - 1)) % items.length
  return [items[a]!, items[b]!]
}

/**
 * Adds one sentence from `templates` that repeats no word pair of the sentences before it,
 * trying them from a random one on; adds none when every one would.
 */
function addSentence(random: Random, parts: Parts, sentences: string[], templates: Template[]) {
  const before = sentences.join(' ')
  const start = random.int(0, templates.length - 1)
  for (let k = 0; k < templates.length; k++) {
    const sentence = templates[(start + k) % templates.length]!(parts, random)
    if (!hasRepeatedBigram(before ? `${before} ${sentence}` : sentence)) {
      sentences.push(sentence)
      return
    }
  }
}

const GENERAL_CLOSINGS = CLOSINGS.slice(0, 3)
const GIFT_CLOSING = CLOSINGS.slice(3)

/** The closing sentences to choose from, or none (a fifth of products end without one). */
function closings(random: Random): Template[] {
  const roll = random.next()
  return roll < 0.7 ? GENERAL_CLOSINGS : roll < 0.8 ? GIFT_CLOSING : []
}

/** A draft: one sentence of each kind, the detail for 60% of products. */
function draft(random: Random, parts: Parts): string {
  const sentences = [random.pick(OPENINGS)(parts, random), random.pick(USES)(parts, random)]
  if (random.chance(0.6)) sentences.push(random.pick(DETAILS)(parts, random))
  const closing = closings(random)
  if (closing.length > 0) sentences.push(random.pick(closing)(parts, random))
  return sentences.join(' ')
}

/** The same kinds of sentence, each chosen so that it repeats no word pair before it. */
function compose(random: Random, parts: Parts): string {
  const sentences: string[] = []
  addSentence(random, parts, sentences, OPENINGS)
  addSentence(random, parts, sentences, USES)
  if (random.chance(0.6)) addSentence(random, parts, sentences, DETAILS)
  addSentence(random, parts, sentences, closings(random))
  return sentences.join(' ')
}

/**
 * A short product description in two to four grammatical sentences fitted to the product type.
 * Each sentence is chosen among its kind so that no word pair repeats (two picks of one detail,
 * "it is" twice).
 */
export function describeProduct(random: Random, input: DescriptionInput): string {
  const forms = agreement(input.noun)
  // One object shape for every product keeps the templates' property reads fast.
  const parts: Parts = {
    it: forms.it,
    It: forms.It,
    them: forms.them,
    is: forms.is,
    has: forms.has,
    this: forms.this,
    s: forms.s,
    leaf: input.leaf,
    brand: input.brand,
    model: input.model,
    noun: input.noun,
    material: input.material,
    item: lowerNoun(input.noun),
  }
  // Most drafts repeat no word pair: checking a whole draft once is the fast way.
  const text = draft(random, parts)
  if (!hasRepeatedBigram(text)) return text
  const composed = compose(random, parts)
  return composed || `The ${parts.model} ${parts.item} ${parts.is} made from ${parts.material}.`
}
