import { generateCatalog, simulateShoppers, typesBoughtWith } from '@vitrine/demo-catalog'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createEngine } from '../core/engine'
import { openEventLog } from '../insights/event-log'
import type { InsightsEvent } from '../insights/types'
import { DEMO_HISTORY_FILE } from './demo-history'
import { seedDemo } from './seed'

const COUNT = 300
const dirs: string[] = []

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-seed-'))
  dirs.push(dir)
  return dir
}

async function recorded(dir: string): Promise<InsightsEvent[]> {
  const log = await openEventLog({ dir: join(dir, 'events') })
  const events: InsightsEvent[] = []
  try {
    await log.scan({ event: (e) => events.push(e) })
  } finally {
    await log.close()
  }
  return events
}

const seed = (dir: string, seed: number, count = COUNT) =>
  seedDemo({ engine: createEngine(), dataDir: dir, seed, count, searches: false })

/** Orders of the recorded history holding two products the taxonomy does not pair. */
function oddOrders(events: readonly InsightsEvent[], seed: number): number {
  const byID = new Map(generateCatalog({ count: COUNT, seed }).records.map((r) => [r.objectID, r]))
  const leafOf = (id: string) => byID.get(id)!.hierarchicalCategories.lvl2
  const typeOf = (id: string) => byID.get(id)!.productType
  const pairs = (a: string, b: string) =>
    leafOf(a) === leafOf(b) ||
    typesBoughtWith(leafOf(a)).includes(typeOf(b)) ||
    typesBoughtWith(leafOf(b)).includes(typeOf(a))
  return events.filter((e) => {
    const ids = e.eventSubtype === 'purchase' ? (e.objectIDs ?? []) : []
    return ids.some((a, i) => ids.slice(i + 1).some((b) => !pairs(a, b)))
  }).length
}

describe('seedDemo and the recorded shopping history', () => {
  it('replaces the history simulated on another catalogue', async () => {
    const dir = await dataDir()
    await seed(dir, 42)
    expect(oddOrders(await recorded(dir), 42)).toBe(0)
    // Seeded again from another seed, the products behind the same objectIDs change: the old
    // orders would pair a tee with a cafetière and a football.
    const again = await seed(dir, 7)
    expect(again.events).toBeGreaterThan(0)
    const events = await recorded(dir)
    expect(events).toHaveLength(again.events)
    expect(oddOrders(events, 7)).toBe(0)
  })

  it('keeps the history of the same catalogue, also at another count, without doubling it', async () => {
    const dir = await dataDir()
    const first = await seed(dir, 42)
    expect((await seed(dir, 42)).events).toBe(0)
    expect((await seed(dir, 42, COUNT + 100)).events).toBe(0)
    expect(await recorded(dir)).toHaveLength(first.events)
  })

  it('replaces a history simulated before the data directory was marked, on another catalogue', async () => {
    const dir = await dataDir()
    const { records } = generateCatalog({ count: COUNT, seed: 42 })
    const log = await openEventLog({ dir: join(dir, 'events') })
    await log.append(simulateShoppers({ records, sessions: 400 }))
    await log.close()
    const again = await seed(dir, 7)
    expect(again.events).toBeGreaterThan(0)
    expect(oddOrders(await recorded(dir), 7)).toBe(0)
  })

  it('keeps and marks an unmarked history simulated on the same catalogue', async () => {
    const dir = await dataDir()
    const { records } = generateCatalog({ count: COUNT, seed: 42 })
    const history = simulateShoppers({ records, now: Date.UTC(2025, 0, 1) })
    const log = await openEventLog({ dir: join(dir, 'events') })
    await log.append(history)
    await log.close()
    expect((await seed(dir, 42)).events).toBe(0)
    expect(await recorded(dir)).toHaveLength(history.length)
    expect(JSON.parse(await readFile(join(dir, DEMO_HISTORY_FILE), 'utf8'))).toMatchObject({
      products: COUNT,
    })
  })

  it('replaces the history of another version of the simulation on the same catalogue', async () => {
    const dir = await dataDir()
    await seed(dir, 42)
    const file = join(dir, DEMO_HISTORY_FILE)
    const mark = JSON.parse(await readFile(file, 'utf8'))
    await writeFile(file, JSON.stringify({ ...mark, orders: ['shopper-1 p00001,p00002'] }))
    expect((await seed(dir, 42)).events).toBeGreaterThan(0)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(mark)
  })

  it('keeps a history it did not simulate (recorded before, or imported)', async () => {
    const dir = await dataDir()
    const log = await openEventLog({ dir: join(dir, 'events') })
    const own: InsightsEvent = {
      eventName: 'Viewed',
      eventType: 'view',
      index: 'products',
      userToken: 'someone',
      timestamp: Date.now(),
      objectIDs: ['p00001'],
    }
    await log.append([own])
    await log.close()
    expect((await seed(dir, 7)).events).toBe(0)
    expect(await recorded(dir)).toEqual([own])
  })
})
