// @vitest-environment node
import fc from 'fast-check'
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import qrcode from 'qrcode-generator'
import { describe, expect, it } from 'vitest'
import { pruneQrcodeGenerator } from '../build/prune-qrcode-generator.mjs'

const source = readFileSync(
  createRequire(import.meta.url)
    .resolve('qrcode-generator')
    .replace(/\.js$/, '.mjs'),
  'utf8',
)
const pruned = pruneQrcodeGenerator(source)
const file = path.join(mkdtempSync(path.join(tmpdir(), 'pruned-qr-')), 'qrcode.mjs')
writeFileSync(file, pruned)
const { default: prunedQrcode } = (await import(pathToFileURL(file).href)) as {
  default: typeof qrcode
}

function modules(create: typeof qrcode, text: string, level: 'L' | 'M' | 'Q' | 'H') {
  const qr = create(0, level)
  qr.addData(text)
  qr.make()
  const size = qr.getModuleCount()
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => (qr.isDark(row, col) ? 1 : 0)).join(''),
  )
}

describe('the pruned qrcode-generator bundled into the build', () => {
  it('keeps only the byte-mode encoder', () => {
    const gone = [
      'createImgTag =',
      'createSvgTag =',
      'const gifImage',
      'const qrKanji',
      'const qrNumber',
    ]
    for (const definition of gone) {
      expect(pruned).not.toContain(definition)
    }
    expect(pruned.length).toBeLessThan(source.length * 0.6)
  })

  it('encodes every byte string exactly as the full library, at every level', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 300 }),
        fc.constantFrom('L', 'M', 'Q', 'H'),
        (bytes, level) => {
          const text = String.fromCharCode(...bytes)
          expect(modules(prunedQrcode, text, level)).toEqual(modules(qrcode, text, level))
        },
      ),
      { seed: 18, numRuns: 60 },
    )
  })

  it('fails the build loudly when a new version moves what it cuts', () => {
    expect(() => pruneQrcodeGenerator(source.replace('createTableTag', 'renamed'))).toThrow(
      /qrcode-generator changed: cannot find/,
    )
  })
})
