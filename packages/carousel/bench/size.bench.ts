// @vitest-environment node
import { expect, test } from 'vitest'
import { measureBundle } from './measure-bundle'

/** What each library's React users import, measured the same way. */
const libraries: Record<string, string> = {
  '@vitrine/carousel (core + react)': [
    "export * from '@vitrine/carousel'",
    "export * from '@vitrine/carousel/react'",
  ].join('\n'),
  'embla-carousel + embla-carousel-react': [
    "export { default as EmblaCarousel } from 'embla-carousel'",
    "export { default as useEmblaCarousel } from 'embla-carousel-react'",
  ].join('\n'),
  'keen-slider/react': "export * from 'keen-slider/react'",
  'swiper/react': "export * from 'swiper/react'",
}

test('min + gzip size: ours beside embla, keen-slider and swiper', async () => {
  const sizes = await Promise.all(
    Object.entries(libraries).map(async ([name, source]) => ({
      name,
      ...(await measureBundle(source)),
    })),
  )
  const ours = sizes[0]!
  const row = (cells: string[]) =>
    cells[0]!.padEnd(40) +
    cells
      .slice(1)
      .map((cell, i) => cell.padStart(i === 2 ? 9 : 10))
      .join('')
  console.log(
    [
      '',
      'Bundle size: esbuild --minify, ESM, react external, gzip -9',
      row(['library', 'min B', 'min+gz B', '× ours']),
      ...sizes.map(({ name, minified, gzipped }) =>
        row([name, String(minified), String(gzipped), (gzipped / ours.gzipped).toFixed(2)]),
      ),
      '',
    ].join('\n'),
  )
  expect(ours.gzipped).toBeGreaterThan(0)
})
