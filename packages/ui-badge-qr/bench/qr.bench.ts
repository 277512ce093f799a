// @vitest-environment node
import QRCodeNode from 'qrcode'
import qrcode from 'qrcode-generator'
import { QRCodeSVG } from 'qrcode.react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { test } from 'vitest'
import { createQrMatrix, renderQrSvg, toQrPath } from '../src/index'

// 128 distinct 100-character URLs, twice getQrPath's 64-entry cache: cycling through them, every
// call of ours misses the cache, so each side does the full QR work on the same inputs.
const urls = Array.from({ length: 128 }, (_, i) =>
  `https://vitrine.example/products/espresso-machine-${i}?utm_source=qr&utm_medium=print&ref=`.padEnd(
    100,
    'x',
  ),
)
if (urls.some((url) => url.length !== 100)) throw new Error('bench URLs must be 100 characters')

function cycle(): () => string {
  let i = 0
  return () => urls[i++ % urls.length]!
}

let sink = 0

function ours(url: string): number {
  return renderQrSvg(url).length
}

function generatorAlone(url: string): number {
  const qr = qrcode(0, 'L')
  qr.addData(url)
  qr.make()
  return qr.createSvgTag().length
}

/**
 * Times the two back to back on the same URL, alternating which goes first, so load on a shared
 * machine and warm caches favour neither. Returns the median of the per-pair ratios.
 */
function pairedRatio(rounds: number): number {
  const next = cycle()
  const ratios: number[] = []
  const time = (run: (url: string) => number, url: string) => {
    const start = performance.now()
    sink += run(url)
    return performance.now() - start
  }
  for (let round = 0; round < rounds; round++) {
    const url = next()
    if (round % 2) {
      const generator = time(generatorAlone, url)
      ratios.push(time(ours, url) / generator)
    } else {
      const mine = time(ours, url)
      ratios.push(mine / time(generatorAlone, url))
    }
  }
  return ratios.sort((x, y) => x - y)[rounds >> 1]!
}

test('QR matrix + SVG string for a 100-character URL', async ({ bench }) => {
  const [a, b, c, d, e] = [cycle(), cycle(), cycle(), cycle(), cycle()]
  const names = {
    ours: 'ours: renderQrSvg (cache miss)',
    core: 'ours: createQrMatrix + toQrPath',
    generator: 'qrcode-generator: make() + createSvgTag()',
    react: 'qrcode.react: renderToString(<QRCodeSVG>)',
    node: 'node-qrcode: toString({ type: "svg" })',
    cached: 'ours: renderQrSvg, same props again (cached)',
  } as const
  const results = await bench.compare(
    bench(names.ours, () => {
      sink += ours(a())
    }),
    bench(names.generator, () => {
      sink += generatorAlone(b())
    }),
    bench(names.core, () => {
      sink += toQrPath(createQrMatrix(c())).length
    }),
    bench(names.react, () => {
      sink += renderToString(createElement(QRCodeSVG, { value: d() })).length
    }),
    bench(names.node, async () => {
      sink += (await QRCodeNode.toString(e(), { type: 'svg', errorCorrectionLevel: 'L' })).length
    }),
    bench(names.cached, () => {
      sink += ours(urls[0]!)
    }),
    { time: 1500, warmupTime: 300 },
  )
  const stats = (name: (typeof names)[keyof typeof names]) => results.get(name).latency
  const paired = pairedRatio(400)
  const lines = Object.values(names).map((name) => {
    const { mean, p50 } = stats(name)
    return `  ${name.padEnd(46)} median ${p50.toFixed(3)} ms   mean ${mean.toFixed(3)} ms`
  })
  const ratio = stats(names.ours).p50 / stats(names.generator).p50
  console.log(
    [
      'QR code for a 100-character URL, level L (time per code):',
      ...lines,
      `  ours / qrcode-generator: ${ratio.toFixed(2)}x by median, ${paired.toFixed(2)}x as the median of 400 interleaved pairs (target <= 1.10x)`,
      `  (checksum ${sink})`,
    ].join('\n'),
  )
})
