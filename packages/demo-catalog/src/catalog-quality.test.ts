import { describe, expect, it } from 'vitest'
import { generateProducts, type Product } from './catalog'
import { IMAGE_VIEWS, parseProductImagePath, productImagePath } from './image-paths'
import { CATEGORY_LEAVES } from './taxonomy'
import { SIZE_CHARTS } from './taxonomy/sizes'
import { bare, isPlural } from './text'

const products = [...generateProducts(20_000)]

/** Which kinds of words may appear in a product's name, per type: a "4K" never names headphones. */
const COMPATIBLE: Record<string, { allowed: RegExp; forbidden: RegExp }> = {
  Headphones: { allowed: /headphones$/i, forbidden: /\b(4k|leather ring|usb-c)\b/i },
  Monitors: { allowed: /monitor$/i, forbidden: /\b(noise-cancelling|waterproof)\b/i },
  Rings: { allowed: /\b(ring|band)$/i, forbidden: /\b(leather|suede|canvas|mesh)\b/i },
  Tents: { allowed: /tent$/i, forbidden: /\b(leather|silk|wireless|bluetooth)\b/i },
  Mugs: { allowed: /\b(mugs?|cups|mug set)$/i, forbidden: /\b(wireless|leather|denim)\b/i },
  Jeans: { allowed: /jeans$/i, forbidden: /\b(silk|wireless|ceramic)\b/i },
}

/**
 * Materials a name may claim, and what its description must then say it is made of: written
 * here from what the words mean, not read from the taxonomy, so a wrong table there fails.
 */
const NAMED_MATERIALS: Array<[RegExp, RegExp]> = [
  [/\bLinen\b/, /\blinen\b/],
  [/\bSilk\b/, /\bsilk\b/],
  [/\bMerino\b/, /\bmerino\b/],
  [/\bCashmere\b/, /\bcashmere\b/],
  [/\bOxford\b/, /\boxford cotton\b/],
  [/\bFlannel\b/, /\bflannel\b/],
  [/\bLeather\b/, /\bleather\b/],
  [/\bSuede\b/, /\bsuede\b/],
  [/\bPatent\b/, /\bpatent leather\b/],
  [/\bCanvas\b/, /\bcanvas\b/],
  [/\bSterling Silver\b/, /\bsterling silver\b/],
  [/\bGold-Plated\b/, /\bgold vermeil\b/],
  [/\bPearl\b/, /\bpearls?\b/],
  [/\bAcetate\b/, /\bacetate\b/],
  [/\bTitanium\b/, /\btitanium\b/],
  [/\bWooden\b/, /\bwood\b/],
  [/\bStoneware\b/, /\bstoneware\b/],
  [/\bPorcelain\b/, /\bporcelain\b/],
  [/\bStainless Steel\b/, /\bstainless steel\b/],
  [/\bEnamel\b/, /\benamelled\b/],
  [/\bGlass\b/, /\bglass\b/],
  [/\bCast Iron\b/, /\bcast iron\b/],
  [/\bCarbon Steel\b/, /\bcarbon steel\b/],
  [/\bCeramic\b/, /\bceramic\b/],
  [/\bOak\b/, /\boak\b/],
  [/\bBrass\b/, /\bbrass\b/],
  [/\bCork\b/, /\bcork\b/],
  [/\bNatural Rubber\b/, /\bnatural tree rubber\b/],
  [/\bNeoprene\b/, /\bneoprene\b/],
  [/\bChrome\b/, /\bchrome\b/],
  [/\bDown\b/, /\bdown\b/],
  [/\bSynthetic\b/, /\bsynthetic\b/],
  [/\bSingle Origin\b/, /\b(colombian|ethiopian) [a-z]+ beans\b/i],
]

/** Materials that have a colour of their own, in the types made of them. */
const MATERIAL_COLOURS: Array<[RegExp, RegExp, string[]]> = [
  [/^(Rings|Necklaces)$/, /\bsterling silver\b/i, ['Silver']],
  [/^(Rings|Necklaces)$/, /\b(gold vermeil|gold-plated|9k gold)\b/i, ['Gold', 'Rose Gold']],
  [/^Lamps$/, /\bbrass\b/i, ['Gold']],
  [/^Dumbbells$/, /\bchrome\b/i, ['Silver']],
  [/^Yoga Mats$/, /\bcork\b/i, ['Sand']],
]

const SIZED_TYPES = new Set(
  CATEGORY_LEAVES.filter((leaf) => leaf.sizes !== 'none').map((leaf) => leaf.lvl2),
)

function bigrams(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? []
  return words.slice(1).map((word, i) => `${words[i]} ${word}`)
}

function leafOf(product: Product) {
  return CATEGORY_LEAVES.find((leaf) => leaf.lvl2 === product.hierarchicalCategories.lvl2)!
}

describe('catalogue quality over the first 20,000 products', () => {
  it('repeats no word pair inside one description', () => {
    const repeated = products.filter((p) => {
      const pairs = bigrams(p.description)
      return new Set(pairs).size !== pairs.length
    })
    expect(repeated.map((p) => p.description).slice(0, 3)).toEqual([])
  })

  it('describes every product in two to four sentences', () => {
    const lengths = products.map((p) => p.description.split(/(?<=[.!]) (?=[A-Z])/).length)
    expect(lengths.filter((n) => n < 2 || n > 4)).toEqual([])
    expect(lengths.filter((n) => n >= 3).length).toBeGreaterThan(products.length * 0.85)
  })

  it('writes sentences, never word lists', () => {
    const bad = products.filter(
      ({ description }) =>
        !/^[A-Z].*[.!]$/.test(description) ||
        /\b(notes|tags|keywords):/i.test(description) ||
        // A list ending: three or more comma-separated single words before the final stop.
        /(\b\w+, ){2,}\w+\.$/.test(description) ||
        /\b(this|these) [\w -]+ (jeans|earbuds|sneakers) is\b/i.test(description),
    )
    expect(bad.map((p) => p.description)).toEqual([])
  })

  it('names and dresses every product with words that fit its type', () => {
    const problems: string[] = []
    for (const product of products) {
      const leaf = leafOf(product)
      const [low, high] = leaf.price
      const list = product.listPrice ?? product.price
      const rule = COMPATIBLE[product.productType]
      if (
        product.productType !== leaf.type ||
        new Set(product.name.split(' ')).size !== product.name.split(' ').length ||
        !leaf.nouns.some((noun) => product.name.endsWith(noun)) ||
        !leaf.qualifiers.some((word) => product.name.includes(` ${word} `)) ||
        product.colors.some((color) => !leaf.colors.includes(color)) ||
        (rule && !rule.allowed.test(product.name)) ||
        (rule && rule.forbidden.test(`${product.name} ${product.description}`)) ||
        list < low - 1 ||
        list > high + 10
      ) {
        problems.push(`${product.productType}: ${product.name} at ${list}`)
      }
    }
    expect(problems).toEqual([])
    expect(new Set(products.map((p) => p.productType)).size).toBeGreaterThan(30)
  })

  it('makes each product of what its name says, in the colours of that material', () => {
    const problems: string[] = []
    for (const { name, description, productType, colors } of products) {
      // The name past the brand and model: "Sterling Silver Chain Necklace".
      const named = name.split(' ').slice(-3).join(' ')
      const madeOf = description.split('. ')[0]!
      for (const [claim, says] of NAMED_MATERIALS) {
        if (claim.test(named) && !says.test(madeOf)) problems.push(`${name}: ${madeOf}`)
      }
      for (const [types, material, allowed] of MATERIAL_COLOURS) {
        const claims = material.test(`${named} ${madeOf}`)
        if (types.test(productType) && claims && colors.some((c) => !allowed.includes(c))) {
          problems.push(`${name} (${madeOf}) in ${colors.join(', ')}`)
        }
      }
    }
    expect(problems.slice(0, 5)).toEqual([])
    expect(products.filter((p) => /Sterling Silver/.test(p.name)).length).toBeGreaterThan(100)
  })

  it('names no product with two words that contradict each other', () => {
    const contradictions = products.filter(({ name, productType }) => {
      const named = name.split(' ').slice(-3).join(' ')
      const fits = new Set(
        named.match(/\b(Slim|Straight|Relaxed|Tapered|Skinny|Wide-Leg|Mom|Boxy)\b/g),
      )
      return (
        fits.size > 1 ||
        (productType === 'Monitors' && /Portable/.test(named) && /\d\d-Inch/.test(named)) ||
        (productType === 'Sleeping Bags' && /Synthetic/.test(named) && /Down/.test(named)) ||
        /Ergonomic (Dining|Lounge)|Ergonomic Armchair|Stackable (Lounge|Armchair)/.test(named) ||
        /(2-Person|Ultralight) Family Tent|45\u00a0L Daypack|Adjustable Hex|Match Training/.test(
          named,
        ) ||
        /Court (Running|Skate)|Running Skate|Chelsea (Knee|Hiking|Work)|Lace-Up Chelsea/.test(
          named,
        ) ||
        /Fine-Knit Cable|Solitaire Band|Pearl Locket|Whistling Electric|Stackable Desk/.test(
          named,
        ) ||
        /(500|1000)-Piece Floor|(Rugged|Waterproof) Smart Speaker/.test(named)
      )
    })
    expect(contradictions.map((p) => p.name).slice(0, 5)).toEqual([])
  })

  it('keeps every number with its unit: "45 L" with a no-break space, never a line break between', () => {
    const UNIT = /\d (L|GB|TB|ml|kg|g|cm|mm|W|mAh|hours?|minutes?)\b/
    const broken = products.flatMap(({ name, description }) =>
      [name, description].filter((text) => UNIT.test(text)),
    )
    expect(broken).toEqual([])
    const kept = products.filter(({ name }) => /\d\u00a0(L|GB) /.test(name))
    expect(kept.length).toBeGreaterThan(10)
  })

  it('gives sizes only to clothing and shoes, from one chart, in order', () => {
    const problems: string[] = []
    for (const product of products) {
      const leaf = leafOf(product)
      if (!SIZED_TYPES.has(leaf.lvl2)) {
        if (product.sizes.length > 0) problems.push(`${product.name} has sizes`)
        continue
      }
      const positions = product.sizes.map((size) => SIZE_CHARTS[leaf.sizes].indexOf(size))
      const ordered = positions.every((at, i) => at >= 0 && (i === 0 || at > positions[i - 1]!))
      if (positions.length === 0 || !ordered) problems.push(`${product.name}: ${product.sizes}`)
    }
    expect(problems).toEqual([])
    const kids = products.filter((p) => p.hierarchicalCategories.lvl0 === 'Kids' && p.sizes.length)
    expect(kids.length).toBeGreaterThan(0)
    expect(kids.every((p) => p.sizes.every((s) => s.endsWith('Y')))).toBe(true)
  })

  it('shows a rating only with reviews, and the histogram agrees with it', () => {
    const problems: string[] = []
    for (const product of products) {
      if (product.reviewCount === 0) {
        if (product.rating !== undefined || product.reviews) problems.push(product.objectID)
        continue
      }
      const counts = product.ratingCounts ?? []
      const total = counts.reduce((a, b) => a + b, 0)
      const mean = counts.reduce((sum, n, k) => sum + n * (k + 1), 0) / total
      const reviews = product.reviews ?? []
      if (
        total !== product.reviewCount ||
        Math.abs((product.rating ?? 0) - mean) > 0.05 + 1e-9 ||
        reviews.length !== Math.min(3, product.reviewCount) ||
        reviews.some((review) => !counts[review.rating - 1])
      ) {
        problems.push(product.objectID)
      }
    }
    expect(problems).toEqual([])
    expect(products.filter((p) => p.reviewCount === 0).length).toBeGreaterThan(1000)
  })

  it('writes varied reviews whose tone matches their stars', () => {
    const reviews = products.flatMap((p) => p.reviews ?? [])
    expect(new Set(reviews.map((r) => r.text)).size).toBeGreaterThan(reviews.length / 20)
    const offTone = reviews.filter(
      (review) =>
        (review.rating >= 4 && /disappoint|flimsy|returned/i.test(review.text)) ||
        (review.rating <= 2 && /perfect|recommended|\blove/i.test(review.text)),
    )
    expect(offTone).toEqual([])
  })

  it("reads one product's reviews as different people's: no shared author, title or sentence", () => {
    const samey: string[] = []
    for (const product of products) {
      const reviews = product.reviews ?? []
      const sentences = reviews.flatMap((r) => r.text.split(/(?<=\.) /))
      const first = (r: { author: string }) => r.author.split(' ')[0]
      if (
        new Set(reviews.map(first)).size !== reviews.length ||
        new Set(reviews.map((r) => r.title)).size !== reviews.length ||
        new Set(sentences).size !== sentences.length
      ) {
        samey.push(reviews.map((r) => `${r.author}: ${r.title}. ${r.text}`).join(' | '))
      }
    }
    expect(samey.slice(0, 3)).toEqual([])
  })

  it('writes reviews whose words agree in number with the product and its details', () => {
    const wrong: string[] = []
    for (const product of products) {
      const leaf = leafOf(product)
      const noun = leaf.nouns.find((candidate) => product.name.endsWith(candidate))!
      const item = noun.toLowerCase()
      const plural = isPlural(noun)
      // Said of the product itself: "these jeans", "they arrived", "do the job".
      const disagreeing = plural
        ? new RegExp(`\\b(this|a [a-z]+ average) ${item}\\b|\\b(it|does|looks)\\b|second one`, 'i')
        : new RegExp(`\\b(these|they|them|do) \\b|\\b(look) even`, 'i')
      for (const review of product.reviews ?? []) {
        const said = `${review.title}. ${review.text}`.replace('that says it all', '')
        if (disagreeing.test(said)) wrong.push(said)
        // A detail's verb: "the reinforced seams are", "the tie waist is".
        for (const detail of leaf.details) {
          const pluralDetail = !/^(a|an) /.test(detail) && isPlural(detail)
          const wrongVerb = `The ${bare(detail)} ${pluralDetail ? 'is' : 'are'} `
          if (review.text.includes(wrongVerb)) wrong.push(review.text)
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([])
  })

  it('lists a larger size of a type above a smaller one', () => {
    // Written from the names: a leading number with its unit ("20 L", "4-Person", "27-Inch").
    const size = (name: string) => /(?:^| )(\d+)[\u00a0-][A-Za-z]/.exec(name)?.[1]
    const byType = new Map<string, Map<number, number[]>>()
    for (const p of products) {
      const found = size(p.name.slice(p.brand.length))
      if (found === undefined || p.productType === 'Headlamps') continue
      const sizes = byType.get(p.productType) ?? new Map<number, number[]>()
      byType.set(p.productType, sizes)
      const lists = sizes.get(Number(found)) ?? []
      sizes.set(Number(found), lists)
      lists.push(p.listPrice ?? p.price)
    }
    const inversions: string[] = []
    for (const [type, sizes] of byType) {
      const ordered = [...sizes].sort((a, b) => a[0] - b[0])
      for (let i = 1; i < ordered.length; i++) {
        const [small, smallLists] = ordered[i - 1]!
        const [large, largeLists] = ordered[i]!
        if (Math.max(...smallLists) > Math.min(...largeLists)) {
          inversions.push(
            `${type}: ${small} up to ${Math.max(...smallLists)}, ${large} from ${Math.min(...largeLists)}`,
          )
        }
      }
    }
    expect([...byType.keys()].sort()).toEqual([
      'Backpacks',
      'Laptops',
      'Monitors',
      'Puzzles',
      'Smartphones',
      'Tents',
    ])
    expect(inversions).toEqual([])
  })

  it('prices the sale below the crossed-out list price, in cents', () => {
    const bad = products.filter(
      (p) =>
        Math.round(p.price * 100) / 100 !== p.price ||
        (p.onSale ? !(p.price < p.listPrice!) : p.listPrice !== undefined),
    )
    expect(bad).toEqual([])
    expect(products.filter((p) => p.onSale).length).toBeGreaterThan(2000)
  })

  it('draws boots as their name says: Chelsea with elastic sides, knee-high tall, the others laced', () => {
    const boots = products.filter((p) => p.productType === 'Boots')
    const drawn = (p: Product) => parseProductImagePath(p.image)?.art
    const expected = (p: Product) =>
      /\bChelsea\b/.test(p.name) ? 'chelseaBoot' : /\bKnee\b/.test(p.name) ? 'kneeBoot' : 'boot'
    const wrong = boots.filter((p) => drawn(p) !== expected(p))
    expect(wrong.map((p) => `${p.name}: ${p.image}`).slice(0, 5)).toEqual([])
    for (const art of ['chelseaBoot', 'kneeBoot', 'boot']) {
      expect(boots.filter((p) => drawn(p) === art).length, art).toBeGreaterThan(50)
    }
    expect(boots.filter((p) => /elastic/.test(p.description) && !/Chelsea/.test(p.name))).toEqual(
      [],
    )
    expect(boots.filter((p) => /Lace-Up Knee/.test(p.name))).toEqual([])
  })

  it('has one image URL per product, colour and view', () => {
    const urls = new Set<string>()
    for (const product of products) {
      const main = parseProductImagePath(product.image)
      if (main?.objectID !== product.objectID || main.color !== product.colors[0]) {
        throw new Error(`bad main image ${product.image}`)
      }
      const { art } = main
      for (const color of product.colors) {
        for (let view = 1; view <= IMAGE_VIEWS.length; view++) {
          urls.add(productImagePath({ objectID: product.objectID, art, color, view }))
        }
      }
    }
    const expected = products.reduce((n, p) => n + p.colors.length * IMAGE_VIEWS.length, 0)
    expect(urls.size).toBe(expected)
  })
})
