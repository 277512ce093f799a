import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Hit } from '../core/types'
import { openEventLog } from '../insights/event-log'
import type { InsightsEvent } from '../insights/types'

/** File of the data directory naming the catalogue the recorded demo history was simulated on. */
export const DEMO_HISTORY_FILE = 'demo-history.json'

/** Products whose identity marks a catalogue (see {@link catalogueMark}). */
const MARKED_PRODUCTS = 1000

/** Orders compared to tell whether an unmarked log holds this catalogue's simulated history. */
const COMPARED_ORDERS = 20

/** The demo shoppers' tokens (`simulateShoppers`). */
const SIMULATED_SHOPPER = /^shopper-\d+$/

/**
 * What the simulated history depends on: the ids, names, types and categories of the first
 * `count` products. A catalogue of another seed or generator differs there; one of another count
 * from the same generator does not (a smaller count gives a prefix of a larger one), and its
 * history stays valid for the products they share.
 */
function catalogueMark(records: readonly Hit[], count: number): string {
  const hash = createHash('sha256')
  for (const r of records.slice(0, count)) {
    const categories = r.hierarchicalCategories as Record<string, unknown> | undefined
    hash.update(`${r.objectID}\u0000${String(r.name)}\u0000${String(r.productType)}`)
    hash.update(`\u0000${String(categories?.lvl2)}\n`)
  }
  return hash.digest('hex')
}

interface HistoryMark {
  /** {@link catalogueMark} of the first `products` products. */
  catalogue: string
  products: number
  /** Products of the catalogue simulated on. */
  count: number
  /** Its first orders ({@link firstOrders}): another simulation of the same catalogue differs. */
  orders: string[]
}

async function recordedMark(dataDir: string): Promise<HistoryMark | undefined> {
  try {
    const mark = JSON.parse(await readFile(join(dataDir, DEMO_HISTORY_FILE), 'utf8'))
    const { catalogue, products, count, orders } = mark as Partial<HistoryMark>
    return typeof catalogue === 'string' &&
      typeof products === 'number' &&
      typeof count === 'number' &&
      Array.isArray(orders)
      ? { catalogue, products, count, orders: orders.map(String) }
      : undefined
  } catch {
    return undefined
  }
}

/** Records that the history of `dataDir` is `history`, simulated on `records`. */
export async function markDemoHistory(
  dataDir: string,
  records: readonly Hit[],
  history: readonly InsightsEvent[],
): Promise<void> {
  const products = Math.min(MARKED_PRODUCTS, records.length)
  const mark: HistoryMark = {
    catalogue: catalogueMark(records, products),
    products,
    count: records.length,
    orders: firstOrders(history),
  }
  await writeFile(join(dataDir, DEMO_HISTORY_FILE), `${JSON.stringify(mark)}\n`)
}

/** A simulated shopper's order as a comparable key (its time depends on the day it was made). */
function orderKey(e: InsightsEvent): string | undefined {
  return e.eventSubtype === 'purchase' && SIMULATED_SHOPPER.test(e.userToken)
    ? `${e.userToken} ${(e.objectIDs ?? []).join(',')}`
    : undefined
}

function firstOrders(events: Iterable<InsightsEvent>): string[] {
  const orders: string[] = []
  for (const e of events) {
    if (orders.length === COMPARED_ORDERS) break
    const key = orderKey(e)
    if (key !== undefined) orders.push(key)
  }
  return orders
}

/** The first orders of the log in `dir` if it opens with the demo shoppers' events. */
async function recordedOrders(dir: string): Promise<string[] | undefined> {
  const log = await openEventLog({ dir })
  const orders: string[] = []
  let opensWithShoppers: boolean | undefined
  try {
    await log.scan({
      event(e) {
        opensWithShoppers ??= SIMULATED_SHOPPER.test(e.userToken)
        const key = orders.length < COMPARED_ORDERS ? orderKey(e) : undefined
        if (key !== undefined) orders.push(key)
      },
    })
  } finally {
    await log.close()
  }
  return opensWithShoppers === true ? orders : undefined
}

async function hasFiles(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0
  } catch {
    return false
  }
}

/**
 * The recorded history of `dataDir` beside the demo catalogue `records`: `none`; `same`, the
 * demo's simulation on this catalogue (as {@link DEMO_HISTORY_FILE} says, or, in a data directory
 * seeded before that file, as its first orders show); `other`, the demo's simulation on another
 * catalogue, or by another version of the simulation (other first orders at the same count);
 * `foreign`, a history it did not simulate. An unmarked
 * history found to be `same` is marked.
 */
export async function demoHistoryState(
  dataDir: string,
  records: readonly Hit[],
  simulate: () => readonly InsightsEvent[],
): Promise<'none' | 'same' | 'other' | 'foreign'> {
  const eventsDir = join(dataDir, 'events')
  if (!(await hasFiles(eventsDir))) return 'none'
  const sameOrders = (orders: readonly string[]) =>
    orders.join('\n') === firstOrders(simulate()).join('\n')
  const mark = await recordedMark(dataDir)
  if (mark) {
    const about =
      records.length >= mark.products && catalogueMark(records, mark.products) === mark.catalogue
    // At another count the simulation differs anyway, and the history holds for the products
    // both catalogues share; at the same count, other orders mean another simulation.
    return about && (records.length !== mark.count || sameOrders(mark.orders)) ? 'same' : 'other'
  }
  const orders = await recordedOrders(eventsDir)
  if (!orders) return 'foreign'
  if (!sameOrders(orders)) return 'other'
  await markDemoHistory(dataDir, records, simulate())
  return 'same'
}
