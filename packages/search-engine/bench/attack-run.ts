import { spawn } from 'node:child_process'
import { text } from 'node:stream/consumers'
import { fileURLToPath } from 'node:url'

// What the attack benches share: the client process (attack-clients.mjs) and the report lines.

export interface ClientResult {
  alone: number[]
  attacked: number[]
  statuses: Record<string, number>
  messages: Record<string, string>
  attackTimes: number[]
}

export async function runClients(options: object): Promise<ClientResult> {
  const script = fileURLToPath(new URL('./attack-clients.mjs', import.meta.url))
  const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] })
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve))
  child.stdin.end(JSON.stringify(options))
  const out = await text(child.stdout)
  if ((await exited) !== 0) throw new Error('attack clients failed')
  return JSON.parse(out) as ClientResult
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!
}

export const line = (name: string, t: number[]) =>
  `  ${name.padEnd(30)} p50 ${percentile(t, 50).toFixed(1)} ms, p95 ${percentile(t, 95).toFixed(1)} ms, p99 ${percentile(t, 99).toFixed(1)} ms, max ${t[t.length - 1]!.toFixed(1)} ms (${t.length} searches)`
