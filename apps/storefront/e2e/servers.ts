import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * Keys of the engines under test, passed explicitly (`VITRINE_*`) instead of the ones an engine
 * generates per data directory. The search key keeps the storefront's placeholder value.
 */
export const E2E_KEYS = {
  appId: 'VITRINE',
  searchKey: 'vitrine-local-search-key',
  adminKey: 'vitrine-e2e-admin-key',
} as const

/** Environment giving an engine the e2e keys. */
export const ENGINE_ENV = {
  VITRINE_APP_ID: E2E_KEYS.appId,
  VITRINE_SEARCH_KEY: E2E_KEYS.searchKey,
  VITRINE_ADMIN_KEY: E2E_KEYS.adminKey,
}

/** Environment giving a storefront the e2e search-only key (never the admin key). */
export const STOREFRONT_ENV = {
  VITRINE_APP_ID: E2E_KEYS.appId,
  VITRINE_SEARCH_KEY: E2E_KEYS.searchKey,
}

/** Port of the storefront under test (`next start`). */
export const APP_PORT = Number(process.env.VITRINE_E2E_APP_PORT ?? 3100)
/** Port of the embedded engine the storefront under test talks to. */
export const ENGINE_PORT = Number(process.env.VITRINE_E2E_ENGINE_PORT ?? 4711)

const sourceDir = path.resolve(import.meta.dirname, '..')
const require = createRequire(path.join(sourceDir, 'package.json'))

/**
 * Directory whose `.next` build is under test: the app itself, or a snapshot of its build
 * (`VITRINE_E2E_APP_DIR`) so a rebuild in the checkout cannot change it mid-run.
 */
export const APP_DIR = process.env.VITRINE_E2E_APP_DIR || sourceDir

/** Command line of `next start` for the build under test. */
export function nextStartArgs(port: number): string[] {
  return [require.resolve('next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1']
}

/** Resolves once `url` answers (any status), or rejects after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await fetch(url)
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

/** Path of the engine's CLI (`vitrine-search`), from its package manifest. */
export function engineCli(): string {
  const manifest = require.resolve('@vitrine/search-engine/package.json')
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> }
  return path.resolve(path.dirname(manifest), bin['vitrine-search'] ?? 'dist/cli.js')
}

/** Shell command serving the demo catalogue from `dataDir` (seeded when empty). */
export function engineCommand(port: number, dataDir: string | undefined): string {
  if (!dataDir) throw new Error('engineCommand needs a data directory')
  return `node ${JSON.stringify(engineCli())} serve --port ${port} --data ${JSON.stringify(dataDir)} --seed-if-empty`
}

/** A process started by a spec, resolved once its output matches `ready`. */
export function startProcess(
  command: string,
  args: string[],
  ready: RegExp,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd: APP_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), 90_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (ready.test(output)) {
        clearTimeout(timer)
        resolve(child)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${command} exited with ${code}:\n${output}`))
    })
  })
}

/** Stops a process started by {@link startProcess} and waits for it to exit. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}
