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
  (p, r) => `Take ${p.them} along for ${r.pick(p.leaf.uses)}.`,
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
  (p) => `${p.brand} backs ${p.them} with a two-year quality guarantee.`,
  (p) => `${p.It} ${p.is} built to a quality standard that lasts for years.`,
  (p) => `${capitalize(p.this)} would make a great gift.`,
]

function twoOf(random: Random, items: readonly string[]): [string, string] {
  const a = random.int(0, items.length - 1)
  const b = (a + random.int(1, items.length - 1)) % items.length
  return [items[a]!, items[b]!]
}

function compose(random: Random, parts: Parts): string {
  const sentences = [random.pick(OPENINGS)(parts, random), random.pick(USES)(parts, random)]
  if (random.chance(0.6)) sentences.push(random.pick(DETAILS)(parts, random))
  const closing = random.next()
  if (closing < 0.7) sentences.push(CLOSINGS[Math.floor(closing / 0.234)]!(parts, random))
  else if (closing < 0.8) sentences.push(CLOSINGS[3]!(parts, random))
  return sentences.join(' ')
}

/**
 * A short product description in three or four grammatical sentences fitted to the product
 * type. A draft that repeats a word pair (two picks of one detail) is rewritten.
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
  for (let attempt = 0; attempt < 4; attempt++) {
    const text = compose(random, parts)
    if (!hasRepeatedBigram(text)) return text
  }
  return `The ${parts.model} ${parts.item} ${parts.is} made from ${parts.material}.`
}
