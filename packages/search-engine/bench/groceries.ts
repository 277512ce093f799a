// Loader of the real "Groceries" baskets kept outside the repository (../shared/datasets, see its
// README): never copied into the project; benches skip with a clear line when it is absent.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import type { Hit } from '../src/core/types'
import { csvFields as fields } from './csv'

const DIR = fileURLToPath(new URL('../../../../shared/datasets/', import.meta.url))

/** The baskets (item names, in file order) and one record per item with its categories. */
export interface Groceries {
  baskets: string[][]
  records: Hit[]
}

/** Loads the data set, or returns undefined (after saying so) when the folder is absent. */
export function loadGroceries(): Groceries | undefined {
  const basketsFile = `${DIR}groceries_baskets.csv.gz`
  const itemsFile = `${DIR}groceries_items.csv`
  if (!existsSync(basketsFile) || !existsSync(itemsFile)) {
    console.log(`Groceries baskets: dataset not found (${DIR}), skipped`)
    return undefined
  }
  const lines = gunzipSync(readFileSync(basketsFile))
    .toString('utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
  const baskets = lines.map((line) => fields(line)[2]!.split('|'))
  const records = readFileSync(itemsFile, 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => {
      const [code, item, , level2, , level1] = fields(line)
      return {
        objectID: item!,
        code,
        name: item!,
        hierarchicalCategories: { lvl0: level1!, lvl1: `${level1} > ${level2}` },
      }
    })
  return { baskets, records }
}
