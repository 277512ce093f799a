import { test } from '@playwright/test'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  ENGINE_ENV,
  STOREFRONT_ENV,
  engineCli,
  nextStartArgs,
  startProcess,
  stopProcess,
  waitForUrl,
} from './servers'

/** A storefront and engine of a spec's own (see {@link withOwnStack}). */
export interface OwnStack {
  /** Origin of the spec's storefront. */
  readonly origin: string
  /** Starts the engine (again) on the same data directory. */
  startEngine(): Promise<void>
  /** Stops the engine; the storefront keeps running. */
  stopEngine(): Promise<void>
}

/**
 * Runs the spec file's tests, serially, against a storefront and engine of their own, started
 * before the first test and stopped after the last, so stopping the engine leaves the other
 * specs alone. Each spec file using it needs its own pair of ports.
 */
export function withOwnStack(ports: { engine: number; app: number }): OwnStack {
  let dataDir = ''
  let engine: ChildProcess | undefined
  let app: ChildProcess | undefined

  const stack: OwnStack = {
    origin: `http://127.0.0.1:${ports.app}`,
    async startEngine() {
      engine = await startProcess(
        process.execPath,
        [
          engineCli(),
          'serve',
          '--port',
          String(ports.engine),
          '--data',
          dataDir,
          '--seed-if-empty',
        ],
        /vitrine-search ready at/,
        ENGINE_ENV,
      )
    },
    stopEngine: () => stopProcess(engine),
  }

  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test.beforeAll(async () => {
    // Made here, not on import: the runner also loads spec files only to list their tests.
    dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-own-'))
    await stack.startEngine()
    app = await startProcess(
      process.execPath,
      nextStartArgs(ports.app),
      /Ready in|started server/i,
      {
        ALGOLIA_HOST: `http://127.0.0.1:${ports.engine}`,
        ...STOREFRONT_ENV,
      },
    )
    await waitForUrl(`${stack.origin}/images/categories/Home.svg`)
  })

  test.afterAll(async () => {
    await stopProcess(app)
    await stopProcess(engine)
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  return stack
}
