// The characters and weights the storefront's copy of Inter keeps, and how it is cut from
// @fontsource-variable/inter's Latin file (48 kB, 250 glyphs, weights 100–900): printable ASCII,
// Latin-1's letters and signs (names such as "Crème"), and the punctuation the pages print.
// Characters outside it are drawn in the fallback font. Read by scripts/subset-font.mjs, which
// writes the file, and by the test that checks the file and the demo catalogue against it.
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')

/** Every character the subset draws. */
export const FONT_CHARACTERS = range(0x20, 0x7e) + range(0xa0, 0xff) + '‘’‚“”„–—…•·‹›←→↑↓−×€™'

/** The weight axis kept: the pages use 400 to 800. */
export const FONT_WEIGHTS = { min: 400, max: 800 }

/** Where the subset lives (next/font/local reads it from app/fonts.ts). */
export const SUBSET_PATH = path.join(import.meta.dirname, 'inter-latin-basic.woff2')

/** The subset, cut afresh from the installed Inter. */
export async function cutInterSubset() {
  const require = createRequire(import.meta.url)
  const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
  return subsetFont(readFileSync(source), FONT_CHARACTERS, {
    targetFormat: 'woff2',
    variationAxes: { wght: FONT_WEIGHTS },
  })
}
