import { compilePath, type AttributePath } from '../core/attributes'
import { compileFacetingAttributes } from '../core/faceting-attributes'
import { compileSearchableAttributes } from '../core/searchable-attributes'
import type { IndexSettings } from '../core/types'

/**
 * What the content models read of records that lack the demo shop's attributes (`name`,
 * `productType`, categories), as the index's settings describe them.
 */
export interface RecordSchema {
  /** Where the name words of a record without `name` come from: the first holding text. */
  readonly nameAttributes: readonly AttributePath[]
  /** Categorical attributes of a record with neither product type nor categories. */
  readonly traitAttributes: readonly AttributePath[]
}

/** Title fields tried after the searchable attributes. */
const TITLE_FIELDS = ['title', 'productDisplayName', 'productName', 'displayName', 'label']

/** Read as a price (closeness), never as a trait: an exact price match says little. */
const PRICE_FIELDS = new Set(['price', 'salePrice', 'objectID'])

/** Most trait attributes read: candidate groups grow with the square of this. */
export const MAX_TRAIT_ATTRIBUTES = 8

/** The schema of a record with nothing but a name in a common title field. */
export const DEFAULT_RECORD_SCHEMA: RecordSchema = {
  nameAttributes: TITLE_FIELDS.map(compilePath),
  traitAttributes: [],
}

/**
 * The schema an index's settings describe: name words from its searchable attributes in order
 * (then common title fields), traits from its `attributesForFaceting`.
 * @example
 * recordSchema({ searchableAttributes: ['unordered(title)'], attributesForFaceting: ['searchable(brand)'] })
 */
export function recordSchema(settings: IndexSettings): RecordSchema {
  const searchable = compileSearchableAttributes(settings.searchableAttributes).map((a) => a.path)
  const named = new Set(searchable.map((p) => p.name))
  const traits = compileFacetingAttributes(settings.attributesForFaceting)
    .map((a) => a.name)
    .filter((name) => name !== '' && !PRICE_FIELDS.has(name))
  return {
    nameAttributes: [...searchable, ...TITLE_FIELDS.filter((f) => !named.has(f)).map(compilePath)],
    traitAttributes: [...new Set(traits)].slice(0, MAX_TRAIT_ATTRIBUTES).map(compilePath),
  }
}
