#!/usr/bin/env node
// `pnpm start` (and `pnpm dev` with --dev): builds what the storefront needs, then starts the
// embedded engine and the storefront (apps/storefront/scripts/start-all.mjs). It says which step
// is running, shows it is alive at least every 10 s, and ends with how long it took and what to
// open. The build goes through turbo, so a second start reuses the first one's outputs.
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createProgress, formatDuration } from './start/progress.mjs'
import { parseTurboLine } from './start/turbo-lines.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dev = process.argv.includes('--dev')
const startedAt = Date.now()
const HEARTBEAT_MS = 10_000
const LOG_DIR = path.join(root, '.turbo')
const LOG_FILE = path.join(LOG_DIR, 'start-build.log')

const log = (message) => console.log(`[vitrine] ${message}`)

/** Per-task durations of the last turbo run (its `--summarize` file), slowest first. */
function taskDurations() {
  const dir = path.join(LOG_DIR, 'runs')
  try {
    const latest = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(dir, name))
      .sort()
      .at(-1)
    if (!latest) return []
    const { tasks } = JSON.parse(readFileSync(latest, 'utf8'))
    return tasks
      .map((task) => ({
        name: task.taskId,
        cached: task.cache?.status === 'HIT',
        ms: (task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0),
      }))
      .sort((a, b) => b.ms - a.ms)
  } catch {
    return []
  }
}

function build() {
  const filter = dev ? '@vitrine/search-engine' : '@vitrine/storefront...'
  const what = dev ? 'the search engine' : 'the search engine, the packages and the storefront'
  log(`Step 1 of 2: building ${what} (the first start builds everything; later starts reuse it).`)
  mkdirSync(LOG_DIR, { recursive: true })
  const file = createWriteStream(LOG_FILE)
  const progress = createProgress({ log, heartbeatMs: HEARTBEAT_MS, now: Date.now })
  const child = spawn(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', `--filter=${filter}`, '--summarize', '--ui=stream'],
    {
      cwd: root,
      env: {
        ...process.env,
        TURBO_TELEMETRY_DISABLED: '1',
        NEXT_TELEMETRY_DISABLED: '1',
        // A build to run, not to publish: no type check, no declaration files (`pnpm test`
        // type-checks the workspace; `pnpm build` makes the full build, cached apart).
        VITRINE_QUICK_BUILD: process.env.VITRINE_QUICK_BUILD ?? '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let pending = ''
  const onData = (chunk) => {
    file.write(chunk)
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) progress.onEvent(parseTurboLine(line))
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      progress.stop()
      file.end()
      if (code === 0) return resolve()
      reject(new Error(`the build failed (exit code ${code}); its full log is in ${LOG_FILE}`))
    })
  })
}

async function main() {
  const buildStart = Date.now()
  await build()
  const slowest = taskDurations()
    .filter((task) => !task.cached && task.ms >= 1000)
    .slice(0, 4)
    .map((task) => `${task.name} ${formatDuration(task.ms)}`)
  log(
    `Built in ${formatDuration(Date.now() - buildStart)}` +
      (slowest.length > 0 ? ` (${slowest.join(', ')}).` : ' (everything was up to date).'),
  )
  log('Step 2 of 2: starting the search engine and the storefront.')
  const app = spawn(
    process.execPath,
    [path.join(root, 'apps/storefront/scripts/start-all.mjs'), ...(dev ? ['--dev'] : [])],
    {
      cwd: path.join(root, 'apps/storefront'),
      env: { ...process.env, VITRINE_STARTED_AT: String(startedAt) },
      stdio: 'inherit',
    },
  )
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal))
  app.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)))
}

main().catch((error) => {
  console.error(`[vitrine] ${error instanceof Error ? error.message : String(error)}`)
  try {
    const tail = readFileSync(LOG_FILE, 'utf8').trimEnd().split('\n').slice(-40).join('\n')
    console.error(tail)
  } catch {
    // No log to show.
  }
  process.exit(1)
})
