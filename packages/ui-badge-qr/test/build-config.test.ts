// @vitest-environment node
import type { Options } from 'tsup'
import { describe, expect, it } from 'vitest'
import { pruneQrcodeGeneratorPlugin } from '../build/prune-qrcode-generator.mjs'
import config from '../tsup.config'

const builds = config as Options[]

describe('build', () => {
  it("starts only the client entry with 'use client', kept by skipping Rollup's tree shaking", () => {
    const client = builds.find((build) => build.banner)
    expect(client?.entry).toEqual({ client: 'src/client.ts' })
    expect(client?.banner).toEqual({ js: "'use client';" })
    expect(client?.treeshake).toBe(false)
  })

  it('gives the encoder its own ES module, apart from Badge and the shared helpers', () => {
    const esm = builds.find((build) => build.format?.toString() === 'esm' && !build.banner)
    expect(esm?.splitting).toBe(true)
    expect(esm?.entry).toMatchObject({
      index: 'src/index.ts',
      badge: 'src/badge.tsx',
      'qr-options': 'src/qr-options.ts',
      'create-qr-matrix': 'src/create-qr-matrix.ts',
    })
    expect(esm?.dts).toEqual({ entry: { index: 'src/index.ts' } })
  })

  it('bundles qrcode-generator pruned into every build', () => {
    for (const build of builds) {
      expect(build.noExternal).toEqual(['qrcode-generator'])
      expect(build.esbuildPlugins).toContain(pruneQrcodeGeneratorPlugin)
    }
  })
})
