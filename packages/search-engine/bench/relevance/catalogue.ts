import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { csvFields } from '../csv'

/** One product of the real Myntra catalogue (only what the relevance bench reads). */
export interface CatalogueProduct {
  id: string
  name: string
  subCategory: string
  articleType: string
  /** Other columns a shopper names in a query (Myntra: gender, baseColour, usage), where read. */
  traits?: Record<string, string>
}

/** The Myntra columns read as traits (see trait-queries.ts). */
export const MYNTRA_TRAITS = ['gender', 'baseColour', 'usage'] as const

/** Where the shared datasets live, from this package (../shared/datasets from the repo root). */
export const MYNTRA_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/datasets/myntra_fashion_catalogue.csv.gz',
)

/** Splits one CSV line (RFC 4180 quotes). */
export const splitCsvLine = (line: string): string[] => csvFields(line)

/** The catalogue, or undefined when the datasets folder is absent (CI without it). */
export function loadMyntra(path = MYNTRA_PATH): CatalogueProduct[] | undefined {
  if (!existsSync(path)) return undefined
  const lines = gunzipSync(readFileSync(path)).toString('utf8').split('\n')
  const header = splitCsvLine(lines[0]!)
  const col = (name: string) => header.indexOf(name)
  const [id, name, sub, article] = [
    col('id'),
    col('productDisplayName'),
    col('subCategory'),
    col('articleType'),
  ]
  const traits = MYNTRA_TRAITS.map((trait) => [trait, col(trait)] as const)
  return lines
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const f = splitCsvLine(line)
      return {
        id: f[id]!,
        name: f[name]!,
        subCategory: f[sub]!,
        articleType: f[article]!,
        traits: Object.fromEntries(traits.map(([trait, at]) => [trait, f[at] ?? ''])),
      }
    })
}
