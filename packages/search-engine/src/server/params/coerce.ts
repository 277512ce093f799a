import { checkJsonDepth } from '../json-shape'

/** JSON types a parameter may take, as derived from the OpenAPI schema. */
export type TypeMap = ReadonlyMap<string, ReadonlySet<string>>

// The fraction's digits follow a '.' only: `\d+\.?\d*` split a run of digits every way and
// backtracked in quadratic time (100,000 digits and a letter took 9 s).
const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/

// A value nested deeper than a JSON body may be is refused (400) before it is parsed: 5,000
// nested arrays in `facetFilters=%5B%5B...` overflowed the stack of the filter compiler (500).
function parseJson(text: string): unknown {
  checkJsonDepth(text)
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * Turns a text value (from a URL-encoded string) into the JSON type the schema expects:
 * JSON arrays / objects (`%5B...%5D`), comma-separated lists, booleans (`true`, `false`, `1`, `0`)
 * and numbers. A value that fits no type is returned as text, for the validator to reject.
 */
export function coerceText(text: string, types: ReadonlySet<string> | undefined): unknown {
  if (!types || types.size === 0) return text
  const trimmed = text.trim()
  if ((types.has('array') || types.has('object')) && /^[[{]/.test(trimmed)) {
    const parsed = parseJson(trimmed)
    if (parsed !== undefined) return parsed
  }
  if (types.has('boolean')) {
    if (trimmed === 'true') return true
    if (trimmed === 'false') return false
  }
  const numeric = types.has('integer') || types.has('number')
  if (numeric && NUMBER.test(trimmed)) return Number(trimmed)
  if (types.has('boolean') && !numeric && (trimmed === '1' || trimmed === '0')) {
    return trimmed === '1'
  }
  if (types.has('string')) return text
  if (types.has('null') && trimmed === 'null') return null
  if (types.has('array')) return trimmed === '' ? [] : text.split(',').map((item) => item.trim())
  return text
}

/**
 * Normalises a value that arrived as native JSON: a plain string where only an array is allowed
 * (`facets: "brand"`, as InstantSearch sends for disjunctive facets) becomes an array.
 */
export function coerceJson(value: unknown, types: ReadonlySet<string> | undefined): unknown {
  if (typeof value !== 'string' || !types || types.has('string') || !types.has('array')) {
    return value
  }
  return coerceText(value, types)
}
