// Writes the storefront's Inter subset (lib/fonts/inter-latin-basic.woff2): run after changing
// lib/fonts/inter-subset.mjs or upgrading @fontsource-variable/inter; its test fails until then.
import { writeFileSync } from 'node:fs'
import { cutInterSubset, SUBSET_PATH } from '../lib/fonts/inter-subset.mjs'

const font = await cutInterSubset()
writeFileSync(SUBSET_PATH, font)
console.log(`${SUBSET_PATH}: ${font.length} bytes`)
