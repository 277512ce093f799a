import type { Random } from './random'
import type { CategoryLeaf } from './taxonomy'
import { bare, isPlural, lowerNoun } from './text'

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

/** A sentence about `item`, a plural noun ("jeans", "earbuds") when `plural`. */
type Line = (leaf: CategoryLeaf, item: string, random: Random, plural: boolean) => string

const d = (leaf: CategoryLeaf, random: Random) => bare(random.pick(leaf.details))
const u = (leaf: CategoryLeaf, random: Random) => random.pick(leaf.uses)
/** The form of a word agreeing with the item: `n(plural, 'it', 'them')`. */
const n = (plural: boolean, singular: string, pluralForm: string) =>
  plural ? pluralForm : singular

/** "The reinforced seams are", "the tie waist is", "a hint of citrus is", "the bass is". */
function detailIs(leaf: CategoryLeaf, random: Random): string {
  const detail = random.pick(leaf.details)
  const plural = !/^(a|an) /.test(detail) && isPlural(detail)
  return `${bare(detail)} ${plural ? 'are' : 'is'}`
}

/** Titles, first and second sentences per star count (index 0 = one star). */
const BY_STARS: Array<{ titles: string[]; first: Line[]; second: Line[] }> = [
  {
    titles: [
      'Sent it back',
      'Would not buy again',
      'Very disappointing',
      'Not worth the money',
      'Avoid',
    ],
    first: [
      (_, __, ___, p) => `Returned ${n(p, 'it', 'them')} after a week.`,
      (_, item, __, p) => `${n(p, 'This', 'These')} ${item} did not match the description at all.`,
      (_, __, ___, p) =>
        `Sadly ${n(p, 'it', 'they')} arrived damaged and the replacement was no better.`,
      (_, __, ___, p) => `I had high hopes, but ${n(p, 'it', 'they')} went back the same day.`,
      () => 'Nothing like the photos.',
    ],
    second: [
      (leaf, _, r) => `Very unhappy with the ${d(leaf, r)}.`,
      () => 'Customer service was slow to reply.',
      () => 'Save your money.',
      () => 'The refund took three weeks.',
      () => 'I will look elsewhere next time.',
    ],
  },
  {
    titles: ['Not great', 'Expected better', 'Below average', 'Could be better', 'Meh'],
    first: [
      (_, __, ___, p) => `Not as nice as ${n(p, 'it', 'they')} looked in the pictures.`,
      () => 'The colour was duller than I hoped.',
      (_, item, __, p) =>
        `I wanted to like ${n(p, 'this', 'these')} ${item}, but ${n(p, 'it', 'they')} let me down.`,
      (_, __, ___, p) => `Two stars because ${n(p, 'it works', 'they work')}, more or less.`,
      () => 'Usable, but only just.',
    ],
    second: [
      (leaf, _, r) => `The ${d(leaf, r)} felt flimsy to me.`,
      (leaf, _, r, p) => `${n(p, 'It', 'They')} struggled with ${u(leaf, r)}.`,
      (_, __, ___, p) => `Probably fine if you get ${n(p, 'it', 'them')} on sale.`,
      () => 'The finish started to wear after a few weeks.',
      (_, __, ___, p) => `I am keeping ${n(p, 'it', 'them')}, but I would not buy again.`,
    ],
  },
  {
    titles: [
      'It is okay',
      'Decent, not amazing',
      'Mixed feelings',
      'Average',
      'Fair for the price',
    ],
    first: [
      (leaf, _, r, p) => `${n(p, 'Does', 'Do')} the job for ${u(leaf, r)}, nothing more.`,
      () => 'Fine for the price, but I have had better.',
      (_, item, __, p) => `${n(p, 'A perfectly', 'Perfectly')} average ${item}.`,
      (leaf, _, r) => `Good enough for ${u(leaf, r)}, if not exciting.`,
      () => 'Some things I like, others not so much.',
    ],
    second: [
      (leaf, _, r) => `I expected a bit more from the ${d(leaf, r)}.`,
      () => 'Delivery was quick at least.',
      (_, __, ___, p) => `${n(p, 'It looks', 'They look')} just as described.`,
      (leaf, _, r) => `The ${detailIs(leaf, r)} the best part.`,
      () => 'I would buy again only on sale.',
    ],
  },
  {
    titles: ['Very good', 'Happy with it', 'Solid choice', 'Nearly perfect', 'Good value'],
    first: [
      (_, item, __, p) => `Good ${item} that ${n(p, 'does what it', 'do what they')} should.`,
      (leaf, _, r, p) =>
        `Pleased with ${n(p, 'it', 'them')} overall, especially for ${u(leaf, r)}.`,
      (_, __, ___, p) => `Nicely made and ${n(p, 'it', 'they')} arrived quickly.`,
      () => 'Better than I expected for the price.',
      (leaf, _, r, p) =>
        `I have used ${n(p, 'it', 'them')} for ${u(leaf, r)} for a month with no complaints.`,
    ],
    second: [
      (leaf, _, r) => `The ${detailIs(leaf, r)} a nice touch.`,
      () => 'One star off because the packaging was excessive.',
      () => 'I would buy from this brand again.',
      () => 'I only wish there were more colours to choose from.',
      () => 'Took a few days to get used to, but worth the wait.',
    ],
  },
  {
    titles: ['Love it', 'Exactly what I wanted', 'Worth every penny', 'Brilliant', 'Superb'],
    first: [
      (_, item, __, p) => `Really happy with ${n(p, 'this', 'these')} ${item}.`,
      (leaf, _, r, p) =>
        `Bought ${n(p, 'it', 'them')} for ${u(leaf, r)} and ${n(p, 'it has', 'they have')} been perfect.`,
      (_, __, ___, p) => `${n(p, 'Looks', 'Look')} even better in person.`,
      (_, __, ___, p) =>
        n(p, 'My second one already', 'Already bought them twice') + ', and that says it all.',
      (_, __, ___, p) =>
        `I use ${n(p, 'it', 'them')} every day and ${n(p, 'it still looks', 'they still look')} new.`,
    ],
    second: [
      (leaf, _, r, p) => `The ${d(leaf, r)} sold ${n(p, 'it', 'them')} for me.`,
      () => 'Highly recommended.',
      () => 'Great quality for the money.',
      () => 'Already planning to buy another as a gift.',
      () => 'No regrets at all.',
    ],
  },
]

/** Titles that speak of the product, as said of a plural one ("Love them"). */
const PLURAL_TITLES: Record<string, string> = {
  'Sent it back': 'Sent them back',
  'It is okay': 'They are okay',
  'Happy with it': 'Happy with them',
  'Love it': 'Love them',
}

const FIRST_NAMES = (
  'Maya Leo Priya Tom Aisha Lucas Emma Noah Sofia Omar Chloe Ravi Hannah Diego Mei Jonas Zoe ' +
  'Samir Ingrid Kofi Lena Mateo Yuki Grace Elif Felix Nora Tariq Clara Ben Amara Hugo Freya ' +
  'Kenji Lucia Marcus Nadia Oscar Paula Rohan Sara Theo Ursula Victor Wen Yara Anton Bianca ' +
  'Chidi Dana Erik Fatima Gabriel Hana Ivan Julia Kai Laila Milo Nina Owen Pia Quentin Rosa ' +
  'Simon Tara Umar Vera Will Ximena Yusuf Zara Alma Bruno Carmen Dev Esme Finn Gita Hector'
).split(' ')

/** An element of `items` not in `used` (which gets it), so one product's reviews differ. */
function pickFresh<T>(random: Random, items: readonly T[], used: T[]): T {
  let at = random.int(0, items.length - 1)
  for (let step = 0; used.includes(items[at]!) && step < items.length; step++) {
    at = (at + 1) % items.length
  }
  used.push(items[at]!)
  return items[at]!
}

/**
 * The reviews shown for one product of `leaf`, one per entry of `stars` and `dates`. No two share
 * an author, a title or a sentence, so a product's reviews read as different people's.
 */
export function writeReviews(
  random: Random,
  leaf: CategoryLeaf,
  noun: string,
  stars: readonly number[],
  dates: readonly string[],
): Review[] {
  const item = lowerNoun(noun)
  const plural = isPlural(noun)
  // A product shows three reviews at most: arrays are quicker than sets at that size.
  const names: string[] = []
  const titles: string[] = []
  const lines: Line[] = []
  return stars.map((rating, i) => {
    const pool = BY_STARS[rating - 1]!
    const initial = String.fromCharCode(65 + random.int(0, 25))
    const author = [pickFresh(random, FIRST_NAMES, names), ' ', initial, '.'].join('')
    const title = pickFresh(random, pool.titles, titles)
    const first = pickFresh(random, pool.first, lines)
    const second = pickFresh(random, pool.second, lines)
    return {
      author,
      rating,
      title: plural ? (PLURAL_TITLES[title] ?? title) : title,
      text: [first(leaf, item, random, plural), second(leaf, item, random, plural)].join(' '),
      date: dates[i]!,
    }
  })
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
