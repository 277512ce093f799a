// A simulated wide retail shop shaped like public online-retail order logs (a gift wholesaler's
// ~25,000 invoices over ~4,000 products): products are variants (designs, colours) of product
// types; item popularity is Zipf-like with a long tail; an order holds several variants of one
// type, several products of one design, items the customer ordered before, and a few best
// sellers; order sizes are skewed (median ~12, some in the hundreds); part of the range is
// seasonal and sells more towards the end (the time split's held-out orders). It is simulated by
// this code, not real data: a check that bought-together holds on that shape of baskets, never a
// figure to tune on alone. Its knobs were set so that the shape matches what is known of such
// data, not the model: the best seller in ~8% of orders, the 100th in ~2%, the 1,000th in ~0.6%,
// ~3,500 products, and plain co-occurrence at ~1.5x popularity's HitRate@10 (as the issue reports
// for real retail orders).

/** Orders in time order, as lists of product ids, and the customer of each order. */
export interface RetailSimulation {
  baskets: string[][]
  customers: number[]
}

export interface RetailOptions {
  seed: number
  orders?: number
  customers?: number
  types?: number
  designs?: number
  /**
   * An assortment that moves over the year: a third of the designs (collections) launch part-way
   * through and a quarter are discontinued, a fifth of the products likewise on their own dates,
   * customers move to live collections as theirs end, and the seasonal lines (a quarter of the
   * types) sell almost only in the last fifth of the orders. Off by default (the rows above
   * draw exactly the same orders as before it existed).
   */
  drift?: boolean
}

/** When a product or a collection is on sale, as shares of the year's orders. */
interface Lifetime {
  from: number
  to: number
}

const ALWAYS: Lifetime = { from: 0, to: 2 }

/** A lifetime: launched part-way with probability `launch`, discontinued with `end`. */
function lifetime(random: () => number, launch: number, end: number): Lifetime {
  const from = random() < launch ? 0.1 + 0.75 * random() : 0
  const to = random() < end ? Math.max(from + 0.15, 0.2 + 0.7 * random()) : 2
  return { from, to }
}

function generator(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    // xorshift32
    state ^= state << 13
    state >>>= 0
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    return state / 2 ** 32
  }
}

/** Index drawn with probability proportional to `weights` (cumulative sums, binary search). */
function sampler(weights: readonly number[], random: () => number) {
  const cumulative: number[] = []
  let total = 0
  for (const w of weights) cumulative.push((total += w))
  return () => {
    const x = random() * total
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid]! < x) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}

function normal(random: () => number) {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
}

export function simulateRetail(options: RetailOptions): RetailSimulation {
  const random = generator(options.seed * 2654435761)
  const orders = options.orders ?? 25_000
  const customerCount = options.customers ?? 4_000
  const typeCount = options.types ?? 450
  const designCount = options.designs ?? 150

  const typeWeight = Array.from({ length: typeCount }, (_, t) => 1 / (t + 1) ** 0.5)
  const designWeight = Array.from({ length: designCount }, (_, d) => 1 / (d + 1) ** 0.8)
  const seasonal = Array.from({ length: typeCount }, () => random() < 0.15)
  if (options.drift) {
    // More seasonal lines than the stationary shop (drawn apart, so its draws are unchanged).
    const extra = generator(options.seed * 69069 + 3)
    for (let t = 0; t < typeCount; t++) if (!seasonal[t] && extra() < 0.12) seasonal[t] = true
  }
  // Variants per type: 1 to ~30, more for the popular types (~4,000 products in all).
  const items: Array<{ id: string; type: number; design: number; weight: number }> = []
  const variantsOf: number[][] = []
  const itemsOfDesign: number[][] = Array.from({ length: designCount }, () => [])
  const designOf = sampler(designWeight, random)
  for (let t = 0; t < typeCount; t++) {
    const count = Math.max(1, Math.round(Math.exp(1.9 + 0.9 * normal(random))))
    const designs = new Set<number>()
    for (let k = 0; k < Math.min(count, 30); k++) designs.add(designOf())
    variantsOf.push([])
    for (const design of designs) {
      const index = items.length
      items.push({
        id: `P${String(10_000 + index * 7).padStart(6, '0')}`,
        type: t,
        design,
        weight: typeWeight[t]! * designWeight[design]! ** 0.5 * Math.exp(0.8 * normal(random)),
      })
      variantsOf[t]!.push(index)
      itemsOfDesign[design]!.push(index)
    }
  }
  // Lifetimes come from their own generator, so that without drift the orders are unchanged.
  const life = generator(options.seed * 40503 + 7)
  const drift = options.drift === true
  const designLife = Array.from({ length: designCount }, () =>
    drift ? lifetime(life, 0.33, 0.25) : ALWAYS,
  )
  const itemLife = items.map((it) => {
    const own = drift ? lifetime(life, 0.2, 0.2) : ALWAYS
    const design = designLife[it.design]!
    return { from: Math.max(own.from, design.from), to: Math.min(own.to, design.to) }
  })
  const anyItem = sampler(
    items.map((it) => it.weight),
    random,
  )
  const typeSampler = sampler(typeWeight, random)

  const customers = Array.from({ length: customerCount }, () => {
    const types = Array.from({ length: 3 + Math.floor(random() * 25) }, typeSampler)
    const designs = Array.from({ length: 1 + Math.floor(random() * 5) }, designOf)
    return { types, designs, bought: [] as number[] }
  })
  // Order frequency per customer is skewed too (a few wholesalers order weekly).
  const customerOf = sampler(
    customers.map(() => Math.exp(1.1 * normal(random))),
    random,
  )

  let late = 0
  const alive = (item: number) => itemLife[item]!.from <= late && late < itemLife[item]!.to
  const pickVariant = (type: number) => {
    const all = variantsOf[type]!
    const variants = drift ? all.filter(alive) : all
    if (variants.length === 0) return -1
    // Variants of a type are not equally popular either.
    let best = variants[Math.floor(random() * variants.length)]!
    const other = variants[Math.floor(random() * variants.length)]!
    if (items[other]!.weight > items[best]!.weight) best = other
    return best
  }

  const baskets: string[][] = []
  const customerOfOrder: number[] = []
  for (let o = 0; o < orders; o++) {
    late = o / orders
    const customerIndex = customerOf()
    customerOfOrder.push(customerIndex)
    const customer = customers[customerIndex]!
    if (drift) {
      // A customer whose collection ended moves to one on sale.
      customer.designs = customer.designs.map((design) => {
        const on = (d: number) => designLife[d]!.from <= late && late < designLife[d]!.to
        for (let tries = 0; !on(design) && tries < 20; tries++) design = designOf()
        return design
      })
    }
    const size = Math.min(400, Math.max(1, Math.round(Math.exp(2.5 + 0.95 * normal(random)))))
    // The order's themes: a few of the customer's types, in season more often late in the year.
    const themes = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
      for (;;) {
        const type = customer.types[Math.floor(random() * customer.types.length)]!
        if (!seasonal[type]) return type
        if (drift ? random() < (late > 0.8 ? 1 : 0.05) : random() < 0.3 + late) return type
      }
    })
    const basket = new Set<number>()
    const add = (item: number) => {
      if (item >= 0 && (!drift || alive(item))) basket.add(item)
    }
    for (let tries = 0; basket.size < size && tries < size * 4; tries++) {
      const x = random()
      if (x < 0.25 && customer.bought.length > 0) {
        add(customer.bought[Math.floor(random() * customer.bought.length)]!)
      } else if (x < 0.7) {
        add(pickVariant(themes[Math.floor(random() * themes.length)]!))
      } else if (x < 0.85) {
        const design = customer.designs[Math.floor(random() * customer.designs.length)]!
        const list = itemsOfDesign[design]!
        if (list.length > 0) add(list[Math.floor(random() * list.length)]!)
      } else if (x < 0.93) {
        add(pickVariant(typeSampler()))
      } else {
        add(anyItem())
      }
    }
    for (const item of basket) if (customer.bought.length < 300) customer.bought.push(item)
    baskets.push([...basket].map((i) => items[i]!.id))
  }
  return { baskets, customers: customerOfOrder }
}
