// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'tsup'
import type { Options } from 'tsup'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as Core from '../src'
import config from '../tsup.config'

const root = path.resolve(import.meta.dirname, '..')
const builds = config as Options[]
let outDir = ''

// Builds the real configuration (without declarations) into a temporary folder.
beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'carousel-build-'))
  for (const options of builds) {
    const entry = Object.fromEntries(
      Object.entries(options.entry as Record<string, string>).map(([name, file]) => [
        name,
        path.join(root, file),
      ]),
    )
    await build({
      ...options,
      entry,
      dts: false,
      sourcemap: false,
      outDir,
      silent: true,
      clean: false,
    })
  }
}, 60_000)
afterAll(() => rm(outDir, { recursive: true, force: true }))

const read = (file: string) => readFile(path.join(outDir, file), 'utf8')

describe('build output', () => {
  it.each(['react.js', 'react.cjs'])("starts %s with 'use client'", async (file) => {
    expect((await read(file)).split('\n')[0]).toBe("'use client';")
  })

  it.each(['index.js', 'index.cjs'])(
    'keeps the directive out of the framework-free %s',
    async (file) => {
      expect(await read(file)).not.toContain('use client')
    },
  )

  it('imports the core from the package instead of carrying a copy of it', async () => {
    const react = await read('react.js')
    expect(react).toContain('from "@vitrine/carousel"')
    expect(react).not.toContain('setCurrentIndex value out of bounds')
    expect(react).not.toContain('IntersectionObserver')
    expect(await read('react.cjs')).toContain('require("@vitrine/carousel")')
  })

  it('refuses an autoplayDelay under 1000 ms in the ES and CommonJS production builds', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const esm = (await import(pathToFileURL(path.join(outDir, 'index.js')).href)) as typeof Core
      const cjs = createRequire(import.meta.url)(path.join(outDir, 'index.cjs')) as typeof Core
      for (const { createCarousel } of [esm, cjs]) {
        expect(() => createCarousel({ total: 3, autoplay: true, autoplayDelay: 0 })).toThrow(
          new TypeError('carousel option autoplayDelay must be a finite number >= 1000, got 0'),
        )
        expect(() => createCarousel({ total: 3 }).setConfig({ autoplayDelay: 500 })).toThrow(
          /autoplayDelay/,
        )
        expect(createCarousel({ total: 3, autoplayDelay: 1000 }).getState().autoplayDelay).toBe(
          1000,
        )
      }
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('keeps React out of the core', async () => {
    expect(await read('index.js')).not.toMatch(/from ["']react["']/)
  })
})
