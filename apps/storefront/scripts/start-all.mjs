#!/usr/bin/env node
// One command for the whole shop: the embedded search engine (seeding the demo catalogue on an
// empty data directory) and the storefront (`next start`, or `next dev` with --dev). When the
// environment configures Algolia (or an external engine through ALGOLIA_HOST), only the
// storefront starts. Says which step runs and that it is alive (at least every 10 s), then how
// long the start took and the URL to open once both answer; forwards SIGINT / SIGTERM.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(path.join(appDir, 'package.json'))
const dev = process.argv.includes('--dev')
const port = process.env.PORT || '3000'
const enginePort = process.env.VITRINE_PORT || '4710'
const READY_LINE = 'vitrine-search ready at'
const TIMEOUT_MS = dev ? 180_000 : 90_000
const HEARTBEAT_MS = 10_000
// Set by the root `pnpm start`, so the total includes its build step.
const startedAt = Number(process.env.VITRINE_STARTED_AT) || Date.now()
const EXTERNAL_VARS = [
  'NEXT_PUBLIC_ALGOLIA_APP_ID',
  'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY',
  'NEXT_PUBLIC_ALGOLIA_INDEX',
  'ALGOLIA_HOST',
]

const children = new Set()
let stopping = false

function log(message) {
  console.log(`[vitrine] ${message}`)
}

function formatDuration(ms) {
  const seconds = Math.round(ms / 1000)
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`
}

/** Logs `… <doing> (N s)` every 10 s until the returned function is called. */
function heartbeat(doing) {
  const since = Date.now()
  const timer = setInterval(
    () => log(`… ${doing} (${formatDuration(Date.now() - since)})`),
    HEARTBEAT_MS,
  )
  return () => clearInterval(timer)
}

function fail(message) {
  console.error(`[vitrine] ${message}`)
  stop(1)
}

function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  const force = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL')
    process.exit(code)
  }, 5000)
  force.unref()
  const done = () => children.size === 0 && process.exit(code)
  for (const child of children) child.once('exit', done)
  done()
}

function run(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: appDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.add(child)
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!stopping) fail(`${name} exited (${signal ?? `code ${code}`}); stopping.`)
  })
  return child
}

function engineCli() {
  const manifest = require.resolve('@vitrine/search-engine/package.json')
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'))
  const cli = path.resolve(
    path.dirname(manifest),
    typeof bin === 'string' ? bin : bin['vitrine-search'],
  )
  if (!existsSync(cli)) {
    throw new Error(
      `${cli} is missing: build the engine first (pnpm build at the repository root).`,
    )
  }
  return cli
}

/** `  label: value` from the engine's start-up lines (its application ID and search key). */
function printedValue(output, label) {
  return new RegExp(`^\\s*${label}:\\s*(\\S+)`, 'm').exec(output)?.[1]
}

function startEngine() {
  const args = [engineCli(), 'serve', '--port', enginePort, '--seed-if-empty']
  if (process.env.VITRINE_DATA_DIR) args.push('--data', process.env.VITRINE_DATA_DIR)
  const engine = run('search engine', args)
  return new Promise((resolve, reject) => {
    let buffer = ''
    const timer = setTimeout(() => reject(new Error('search engine not ready in time')), TIMEOUT_MS)
    engine.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      buffer = (buffer + chunk).slice(-4096)
      const line = buffer.split('\n').find((l) => l.startsWith(READY_LINE))
      const appId = printedValue(buffer, 'application ID')
      const searchKey = printedValue(buffer, 'search key')
      if (line && appId && searchKey) {
        clearTimeout(timer)
        // The storefront gets the search-only key; the admin key stays with the engine.
        resolve({
          ALGOLIA_HOST: line.slice(READY_LINE.length).trim().split(/\s/)[0],
          VITRINE_APP_ID: appId,
          VITRINE_SEARCH_KEY: searchKey,
        })
      }
    })
  })
}

async function waitForHttp(url) {
  const deadline = Date.now() + TIMEOUT_MS
  while (Date.now() < deadline && !stopping) {
    try {
      await fetch(url, { redirect: 'manual' })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }
  throw new Error(`${url} did not answer within ${TIMEOUT_MS / 1000} s`)
}

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))
  const external = EXTERNAL_VARS.some((name) => process.env[name]?.trim())
  const env = { NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? '1' }
  if (external) {
    log('Search configured by the environment: not starting the embedded engine.')
  } else {
    log(
      `Starting the embedded search engine on port ${enginePort} ` +
        '(the first start seeds the demo catalogue)…',
    )
    const engineQuiet = heartbeat('starting the search engine')
    Object.assign(env, await startEngine().finally(engineQuiet))
  }
  log(`Starting the storefront (${dev ? 'next dev' : 'next start'}) on port ${port}…`)
  const quiet = heartbeat('starting the storefront')
  const next = require.resolve('next/dist/bin/next')
  const app = run('storefront', [next, dev ? 'dev' : 'start', '-p', port], env)
  app.stdout.pipe(process.stdout)
  await waitForHttp(`http://127.0.0.1:${port}/`).finally(quiet)
  log(
    `Vitrine is ready after ${formatDuration(Date.now() - startedAt)}: ` +
      `open http://localhost:${port} (Ctrl+C stops it).`,
  )
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)))
