import type { Random } from './random'
import type { CategoryLeaf } from './taxonomy'
import { bare, lowerNoun } from './text'

/** One shopper review of a product. */
export interface Review {
  author: string
  /** Stars, 1 to 5. */
  rating: number
  title: string
  text: string
  /** ISO date. */
  date: string
}

type Line = (leaf: CategoryLeaf, item: string, random: Random) => string

const d = (leaf: CategoryLeaf, random: Random) => bare(random.pick(leaf.details))
const u = (leaf: CategoryLeaf, random: Random) => random.pick(leaf.uses)

/** Titles, first and second sentences per star count (index 0 = one star). */
const BY_STARS: Array<{ titles: string[]; first: Line[]; second: Line[] }> = [
  {
    titles: ['Sent it back', 'Would not buy again', 'Very disappointing'],
    first: [
      () => 'Returned it after a week.',
      (_, item) => `This ${item} did not match the description at all.`,
      () => 'Sadly it arrived damaged and the replacement was no better.',
    ],
    second: [
      (leaf, _, r) => `Very unhappy with the ${d(leaf, r)}.`,
      () => 'Customer service was slow to reply.',
      () => 'Save your money.',
    ],
  },
  {
    titles: ['Not great', 'Expected better', 'Below average'],
    first: [
      () => 'Not as nice as it looked in the pictures.',
      () => 'The colour was duller than I hoped.',
      (_, item) => `I wanted to like this ${item}, but it let me down.`,
    ],
    second: [
      (leaf, _, r) => `The ${d(leaf, r)} felt flimsy to me.`,
      (leaf, _, r) => `It struggled with ${u(leaf, r)}.`,
      () => 'Probably fine if you get it on sale.',
    ],
  },
  {
    titles: ['It is okay', 'Decent, not amazing', 'Mixed feelings', 'Average'],
    first: [
      (leaf, _, r) => `Does the job for ${u(leaf, r)}, nothing more.`,
      () => 'Fine for the price, but I have had better.',
      (_, item) => `A perfectly average ${item}.`,
    ],
    second: [
      (leaf, _, r) => `I expected a bit more from the ${d(leaf, r)}.`,
      () => 'Delivery was quick at least.',
      () => 'Sizing and finish were as described.',
    ],
  },
  {
    titles: ['Very good', 'Happy with it', 'Solid choice', 'Nearly perfect'],
    first: [
      (_, item) => `Good ${item} that does what it should.`,
      (leaf, _, r) => `Pleased with it overall, especially for ${u(leaf, r)}.`,
      () => 'Nicely made and it arrived quickly.',
    ],
    second: [
      (leaf, _, r) => `The ${d(leaf, r)} is a nice touch.`,
      () => 'One star off because the packaging was excessive.',
      () => 'I would buy from this brand again.',
    ],
  },
  {
    titles: ['Love it', 'Exactly what I wanted', 'Worth every penny', 'Brilliant', 'Superb'],
    first: [
      (_, item) => `Really happy with this ${item}.`,
      (leaf, _, r) => `Bought it for ${u(leaf, r)} and it has been perfect.`,
      () => 'Looks even better in person.',
      () => 'My second one already, and that says it all.',
    ],
    second: [
      (leaf, _, r) => `The ${d(leaf, r)} sold it for me.`,
      () => 'Highly recommended.',
      () => 'Great quality for the money.',
    ],
  },
]

const FIRST_NAMES = (
  'Maya Leo Priya Tom Aisha Lucas Emma Noah Sofia Omar Chloe Ravi Hannah Diego Mei Jonas Zoe ' +
  'Samir Ingrid Kofi Lena Mateo Yuki Grace Elif Felix Nora Tariq Clara Ben'
).split(' ')

/** A review with `stars` stars, written about a product of `leaf`. */
export function writeReview(
  random: Random,
  leaf: CategoryLeaf,
  noun: string,
  stars: number,
  date: string,
): Review {
  const pool = BY_STARS[stars - 1]!
  const item = lowerNoun(noun)
  const initial = String.fromCharCode(65 + random.int(0, 25))
  return {
    author: [random.pick(FIRST_NAMES), ' ', initial, '.'].join(''),
    rating: stars,
    title: random.pick(pool.titles),
    text: [
      random.pick(pool.first)(leaf, item, random),
      random.pick(pool.second)(leaf, item, random),
    ].join(' '),
    date,
  }
}

/**
 * How many reviews gave 1 to 5 stars: spread around the product's own level `mean` (about
 * 2.5 to 4.9), so the histogram and the average agree.
 */
export function starCounts(random: Random, total: number, mean: number): number[] {
  const weights = [0, 0, 0, 0, 0]
  let sum = 0
  let mode = 0
  for (let k = 0; k < 5; k++) {
    const weight = Math.exp(-((k + 1 - mean) ** 2) / 1.4)
    weights[k] = weight
    sum += weight
    if (weight > weights[mode]!) mode = k
  }
  if (total <= 8) {
    const counts = [0, 0, 0, 0, 0]
    for (let i = 0; i < total; i++) {
      let roll = random.next() * sum
      let k = 0
      while (k < 4 && roll >= weights[k]!) roll -= weights[k++]!
      counts[k]!++
    }
    return counts
  }
  const counts = [0, 0, 0, 0, 0]
  let given = 0
  for (let k = 0; k < 5; k++) given += counts[k] = Math.floor((weights[k]! / sum) * total)
  counts[mode]! += total - given
  return counts
}
