import { spawn } from 'node:child_process'
import { text } from 'node:stream/consumers'
import { fileURLToPath } from 'node:url'

// What the attack benches share: the client process (attack-clients.mjs) and the report lines.

const FACETS = ['brand', 'colors', 'hierarchicalCategories.lvl0', 'price', 'sizes']
const shopper = (query: string) =>
  JSON.stringify({
    requests: [
      { indexName: 'products', query, hitsPerPage: 24, facets: FACETS, maxValuesPerFacet: 20 },
      { indexName: 'products', query, hitsPerPage: 0, facets: ['brand'], maxValuesPerFacet: 20 },
    ],
  })

/** A shopper's listing-page searches (2 queries, 5 facets): the anchor of the attack benches. */
export const SHOPPER_BODIES = ['', 'shirt', 'blue shoes', 'jacket', 'red'].map(shopper)

/** Length of each phase (shopper alone, then attacked) and number of phase pairs. */
export const SECONDS = Number(process.env.BENCH_ATTACK_SECONDS ?? 5)
export const ROUNDS = Number(process.env.BENCH_ATTACK_ROUNDS ?? 2)

/** A request an attacker connection sends. */
export interface Attack {
  path: string
  body: string | Uint8Array
  headers?: Record<string, string>
}

export interface ClientResult {
  alone: number[]
  attacked: number[]
  statuses: Record<string, number>
  messages: Record<string, string>
  attackTimes: number[]
}

/**
 * Runs the shopper's searches alone, then while two connections send `attacks` back to back,
 * {@link ROUNDS} times, from a child process.
 */
export function runPhases(
  url: string,
  headers: Record<string, string>,
  attacks: readonly Attack[],
): Promise<ClientResult> {
  return runClients({
    url,
    headers,
    seconds: SECONDS,
    rounds: ROUNDS,
    attackers: 2,
    shopperBodies: SHOPPER_BODIES,
    attacks: attacks.map((attack) => ({
      ...attack,
      body: Buffer.from(attack.body).toString('base64'),
    })),
  })
}

async function runClients(options: object): Promise<ClientResult> {
  const script = fileURLToPath(new URL('./attack-clients.mjs', import.meta.url))
  const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] })
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve))
  child.stdin.end(JSON.stringify(options))
  const out = await text(child.stdout)
  if ((await exited) !== 0) throw new Error('attack clients failed')
  return JSON.parse(out) as ClientResult
}

/** The phases' timings sorted, and the attacked / alone ratio at a percentile. */
export function summarise(result: ClientResult) {
  const alone = result.alone.sort((a, b) => a - b)
  const attacked = result.attacked.sort((a, b) => a - b)
  const costly = result.attackTimes.sort((a, b) => a - b)
  const ratio = (p: number) => (percentile(attacked, p) / percentile(alone, p)).toFixed(2)
  return { alone, attacked, costly, ratio, p99: percentile(attacked, 99) }
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!
}

export const line = (name: string, t: number[]) =>
  `  ${name.padEnd(30)} p50 ${percentile(t, 50).toFixed(1)} ms, p95 ${percentile(t, 95).toFixed(1)} ms, p99 ${percentile(t, 99).toFixed(1)} ms, max ${t[t.length - 1]!.toFixed(1)} ms (${t.length} searches)`
