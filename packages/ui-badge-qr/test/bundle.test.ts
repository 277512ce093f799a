// @vitest-environment node
import { build } from 'esbuild'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** Bundles one entry the way an app would, keeping React and qrcode-generator as imports. */
async function bundle(entry: string) {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    metafile: true,
    conditions: ['@vitrine/source'],
    external: ['react', 'react/jsx-runtime', 'qrcode-generator'],
    logLevel: 'silent',
  })
  const output = Object.values(result.metafile.outputs)[0]!
  return {
    imports: [...new Set(output.imports.map((i) => i.path))].sort(),
    inputs: Object.keys(result.metafile.inputs).map((file) => path.basename(file)),
  }
}

describe('entry points', () => {
  it('keeps the QR encoder and helpers out of the client entry', async () => {
    const { imports, inputs } = await bundle('src/client.ts')
    expect(imports).not.toContain('qrcode-generator')
    expect(inputs).not.toContain('create-qr-matrix.ts')
    expect(inputs).not.toContain('get-qr-path.ts')
    expect(inputs).not.toContain('render-qr-svg.ts')
  })

  it('keeps hooks out of the server-safe entry: it imports only the JSX runtime and the encoder', async () => {
    const { imports } = await bundle('src/index.ts')
    expect(imports).toEqual(['qrcode-generator', 'react/jsx-runtime'])
  })
})
