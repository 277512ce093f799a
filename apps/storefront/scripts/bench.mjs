#!/usr/bin/env node
// Speed figures of the product page and the cart on the production build, against the real
// embedded engine:
//  1. JavaScript a shopper downloads (every script until network idle, gzipped), for the
//     product page and for an empty page of the same app (the 404 page: layout only), in Chromium.
//  2. Lighthouse (mobile preset, median of five runs: one run swings by several points with the
//     CPU the servers and the browser share): performance, accessibility, CLS, and
//     what makes the performance score: LCP, TBT, JavaScript transferred, main-thread time.
// Budgets (issue 8): JS at most 40 kB above the empty page; performance >= 90,
// accessibility 100, CLS < 0.05. Issue 9 adds the search page's JS (at most 80 kB above the
// empty page) and Lighthouse on home, search and category pages (performance >= 90,
// accessibility 100), and
//  3. the search-as-you-type round trip (p95 at most 50 ms in the browser): the Playwright spec
//     e2e/search-speed.spec.ts, run with playwright.config.ts (same build, same engine setup as
//     `pnpm test:e2e`) and always with its default budget, the issue's 50 ms, whatever
//     VITRINE_E2E_P95_BUDGET_MS says (CI may loosen it for `test:e2e` only).
// BENCH_STRICT=1 makes a missed budget fail the command. BENCH_ONLY (comma-separated, any of
// js, product, cart, home, search, category, speed) measures only those parts, e.g.
// BENCH_ONLY=search,category BENCH_RUNS=1 while working on the listing.
import { chromium } from '@playwright/test'
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(path.join(appDir, 'package.json'))
// A directory holding a snapshot of the build may be measured instead (BENCH_APP_DIR).
const buildDir = process.env.BENCH_APP_DIR || appDir
const CHROMIUM = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium'
const APP_PORT = Number(process.env.BENCH_APP_PORT || 3180)
const ENGINE_PORT = Number(process.env.BENCH_ENGINE_PORT || 4780)
const RUNS = Number(process.env.BENCH_RUNS || 5)
const PRODUCT = process.env.BENCH_PRODUCT || 'p00005'
const origin = `http://127.0.0.1:${APP_PORT}`
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
const BUDGET = {
  jsDeltaKb: 40,
  searchJsDeltaKb: 80,
  performance: 90,
  accessibility: 100,
  cls: 0.05,
}
// Issue 15: home, listing and product pages at performance >= 95 (the cart keeps issue 8's 90).
const PERFORMANCE_BUDGET = { product: 95, home: 95, search: 95, category: 95 }
// The speed spec's own storefront and engine (started by playwright.config.ts), on ports of
// neither this script's servers nor a `pnpm test:e2e` running alongside.
const SPEED_APP_PORT = Number(process.env.BENCH_SPEED_APP_PORT || 3181)
const SPEED_ENGINE_PORT = Number(process.env.BENCH_SPEED_ENGINE_PORT || 4781)
const ONLY = process.env.BENCH_ONLY?.split(',').map((part) => part.trim())
const measures = (part) => !ONLY || ONLY.includes(part)
const SEARCH_PATH = '/search?q=shoes'
const CATEGORY_PATH = '/category/Women'
const children = []

function start(args, env, ready) {
  const child = spawn(process.execPath, args, {
    cwd: buildDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`not ready:\n${output}`)), 120_000)
    const onData = (chunk) => {
      output += chunk
      if (ready.test(output)) {
        clearTimeout(timer)
        resolve(child)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)))
  })
}

function engineCli() {
  const manifest = require.resolve('@vitrine/search-engine/package.json')
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'))
  return path.resolve(path.dirname(manifest), bin['vitrine-search'])
}

function ensureBuild() {
  const buildId = path.join(buildDir, '.next', 'BUILD_ID')
  if (existsSync(buildId)) {
    console.log(`Using the production build of ${statSync(buildId).mtime.toISOString()}`)
    return
  }
  console.log('No production build: running next build…')
  const result = spawnSync(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error('next build failed')
}

/** Gzipped bytes of every script the page loads until the network is idle. */
async function scriptBytes(browser, url) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const pending = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzip: gzipSync(body).length }))
        .catch(() => ({ url: response.url(), gzip: 0 })),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const scripts = await Promise.all(pending)
  await context.close()
  return { total: scripts.reduce((sum, s) => sum + s.gzip, 0), count: scripts.length }
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like) is repeated. */
function lighthouse(url, attempts = 3) {
  const report = runLighthouse(url)
  if (report && !report.runtimeError) return toScores(report)
  if (attempts <= 1) throw new Error(`lighthouse failed on ${url}`)
  console.log(`  (lighthouse: ${report?.runtimeError?.code ?? 'no report'}, running again)`)
  return lighthouse(url, attempts - 1)
}

function runLighthouse(url) {
  const bin = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js')
  const result = spawnSync(
    process.execPath,
    [
      bin,
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--quiet',
    ],
    { cwd: appDir, env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
  )
  try {
    return JSON.parse(result.stdout.toString())
  } catch {
    return undefined
  }
}

function toScores(report) {
  const audits = report.audits
  const scripts = audits['network-requests'].details.items.filter(
    (request) => request.resourceType === 'Script',
  )
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    cls: audits['cumulative-layout-shift'].numericValue,
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    scriptKb: scripts.reduce((sum, request) => sum + request.transferSize, 0) / 1024,
    // Main-thread time by kind (script evaluation, style and layout…), at Lighthouse's 4x slowdown.
    mainThread: Object.fromEntries(
      audits['mainthread-work-breakdown'].details.items.map((item) => [
        item.group,
        Math.round(item.duration),
      ]),
    ),
  }
}

/**
 * Runs e2e/search-speed.spec.ts through Playwright, streaming its output, and returns whether it
 * passed and the figures it printed (p50, p95, max).
 */
function searchSpeed() {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    CHROMIUM_PATH: CHROMIUM,
    VITRINE_E2E_APP_DIR: buildDir,
    VITRINE_E2E_APP_PORT: String(SPEED_APP_PORT),
    VITRINE_E2E_ENGINE_PORT: String(SPEED_ENGINE_PORT),
  }
  delete env.VITRINE_E2E_P95_BUDGET_MS // the spec's default: issue 9's 50 ms
  delete env.VITRINE_E2E_DATA // a fresh engine data directory
  const child = spawn(
    process.execPath,
    [require.resolve('@playwright/test/cli'), 'test', 'e2e/search-speed.spec.ts'],
    { cwd: appDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  children.push(child)
  let output = ''
  const tee = (stream) => (chunk) => {
    output += chunk
    stream.write(chunk)
  }
  child.stdout.on('data', tee(process.stdout))
  child.stderr.on('data', tee(process.stderr))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => {
      const figures = /search-as-you-type round trip[^\n]*/.exec(output)?.[0]
      resolve({ passed: code === 0, figures })
    })
  })
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance)
  return sorted[Math.floor(sorted.length / 2)]
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

async function main() {
  ensureBuild()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-'))
  const failures = []
  try {
    // Keys passed explicitly (the engine would otherwise generate its own in the data directory).
    const searchKey = 'vitrine-bench-search-key'
    await start(
      [engineCli(), 'serve', '--port', String(ENGINE_PORT), '--data', dataDir, '--seed-if-empty'],
      { VITRINE_SEARCH_KEY: searchKey, VITRINE_ADMIN_KEY: 'vitrine-bench-admin-key' },
      /vitrine-search ready at/,
    )
    await start(
      [require.resolve('next/dist/bin/next'), 'start', '-p', String(APP_PORT), '-H', '127.0.0.1'],
      { ALGOLIA_HOST: `http://127.0.0.1:${ENGINE_PORT}`, VITRINE_SEARCH_KEY: searchKey },
      /Ready in|started server/i,
    )
    const productUrl = `${origin}/product/${PRODUCT}`
    // Warm the server on every page measured (first renders compile nothing, but fill the
    // catalogue memo and each page's first queries), so no Lighthouse run meets a cold server.
    const pages = [productUrl, '/cart', '/', SEARCH_PATH, CATEGORY_PATH]
    for (const url of pages) await (await fetch(new URL(url, origin))).text()

    if (measures('js')) {
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: CHROME_FLAGS.slice(1),
      })
      const empty = await scriptBytes(browser, `${origin}/bench-empty-page`)
      const product = await scriptBytes(browser, productUrl)
      const search = await scriptBytes(browser, `${origin}${SEARCH_PATH}`)
      await browser.close()
      const delta = product.total - empty.total
      console.log('\nJavaScript downloaded until network idle (gzipped):')
      console.log(
        `  empty page (404, layout only): ${kb(empty.total)} kB in ${empty.count} scripts`,
      )
      console.log(
        `  product page:                  ${kb(product.total)} kB in ${product.count} scripts`,
      )
      console.log(
        `  product page above the floor:  ${kb(delta)} kB (budget ${BUDGET.jsDeltaKb} kB)`,
      )
      if (delta > BUDGET.jsDeltaKb * 1024) failures.push('product page JS above budget')
      const searchDelta = search.total - empty.total
      console.log(
        `  search page:                   ${kb(search.total)} kB in ${search.count} scripts`,
      )
      console.log(
        `  search page above the floor:   ${kb(searchDelta)} kB (budget ${BUDGET.searchJsDeltaKb} kB)`,
      )
      if (searchDelta > BUDGET.searchJsDeltaKb * 1024) failures.push('search page JS above budget')
    }
    console.log(`\nLighthouse, mobile preset, median of ${RUNS} runs:`)
    for (const [name, url] of [
      ['product', productUrl],
      ['cart', `${origin}/cart`],
      ['home', `${origin}/`],
      ['search', `${origin}${SEARCH_PATH}`],
      ['category', `${origin}${CATEGORY_PATH}`],
    ].filter(([name]) => measures(name))) {
      const runs = Array.from({ length: RUNS }, () => lighthouse(url))
      const m = median(runs)
      console.log(
        `  ${name.padEnd(8)} performance ${m.performance}  accessibility ${m.accessibility}  ` +
          `CLS ${m.cls.toFixed(3)}  LCP ${m.lcpMs} ms  TBT ${m.tbtMs} ms  JS ${kb(m.scriptKb * 1024)} kB` +
          `   (runs: ${runs.map((r) => r.performance).join(', ')})`,
      )
      const busy = Object.entries(m.mainThread).filter(([, ms]) => ms >= 20)
      console.log(
        `           main thread: ${busy.map(([kind, ms]) => `${kind} ${ms} ms`).join(', ')}`,
      )
      const budget = PERFORMANCE_BUDGET[name] ?? BUDGET.performance
      if (m.performance < budget) failures.push(`${name}: performance ${m.performance} < ${budget}`)
      if (m.accessibility < BUDGET.accessibility)
        failures.push(`${name}: accessibility ${m.accessibility}`)
      if (m.cls >= BUDGET.cls) failures.push(`${name}: CLS ${m.cls}`)
    }
  } finally {
    for (const child of children.splice(0)) child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }

  if (measures('speed')) {
    console.log('\nSearch as you type in the browser (e2e/search-speed.spec.ts, budget p95 50 ms):')
    const speed = await searchSpeed()
    console.log(`\n  ${speed.figures ?? 'no figures: the spec did not get to measure'}`)
    if (!speed.passed) failures.push('search-as-you-type p95 above 50 ms (or the spec failed)')
  }
  if (failures.length) {
    console.log(`\nBudgets missed: ${failures.join('; ')}`)
    if (process.env.BENCH_STRICT === '1') process.exitCode = 1
  } else {
    console.log('\nAll budgets met.')
  }
}

main().catch((error) => {
  for (const child of children) child.kill('SIGTERM')
  console.error(error)
  process.exit(1)
})
