import { ownValue, setOwn } from './own-keys'
import type { Hit } from './types'

/** A compiled attribute path: the literal name and its dotted segments. */
export interface AttributePath {
  name: string
  segments: string[]
  /**
   * For each segment index, the keys to try there, longest first, with the index after them:
   * a key may itself contain dots ("price.gross"). Undefined for a path of more segments than
   * {@link MAX_LISTED_SEGMENTS}: its keys are looked for among each object's own keys instead.
   */
  keys: Array<Array<[key: string, next: number]>> | undefined
}

/**
 * Longest path whose keys are listed in advance: the list holds every run of segments, k² keys
 * of up to k segments, which a name of 2,000 dots (4 kB, in a query's filter) made 2.9 GB.
 */
const MAX_LISTED_SEGMENTS = 16

const PATH_CACHE_LIMIT = 4096
const MAX_CACHED_PATH_CHARS = 256
const pathCache = new Map<string, AttributePath>()

/**
 * Compiles `a.b.c` into a path that {@link collectValues} can walk. Paths are immutable and kept
 * (short names, a bounded cache): the hits of a search, or the records a filter is tested on,
 * read the same attributes again and again.
 */
export function compilePath(name: string): AttributePath {
  let path = pathCache.get(name)
  if (path === undefined) {
    path = buildPath(name)
    if (name.length <= MAX_CACHED_PATH_CHARS) {
      if (pathCache.size >= PATH_CACHE_LIMIT) pathCache.clear()
      pathCache.set(name, path)
    }
  }
  return path
}

function buildPath(name: string): AttributePath {
  const segments = name.split('.')
  if (segments.length > MAX_LISTED_SEGMENTS) return { name, segments, keys: undefined }
  const keys = segments.map((_, from) => {
    const options: Array<[string, number]> = []
    for (let end = segments.length; end > from; end--) {
      options.push([segments.slice(from, end).join('.'), end])
    }
    return options
  })
  return { name, segments, keys }
}

/** The key of `obj` the path goes on with at segment `from` (the longest), and the index after. */
function nextKey(
  obj: Record<string, unknown>,
  path: AttributePath,
  from: number,
): readonly [key: string, next: number] | undefined {
  if (path.keys) return path.keys[from]!.find(([key]) => Object.hasOwn(obj, key))
  let best: [string, number] | undefined
  for (const key of Object.keys(obj)) {
    const parts = key.split('.')
    const next = from + parts.length
    if (next > path.segments.length || (best && next <= best[1])) continue
    if (parts.every((part, i) => part === path.segments[from + i])) best = [key, next]
  }
  return best
}

function pushLeaves(value: unknown, out: unknown[], deep: boolean): void {
  if (value === null || value === undefined) return
  if (Array.isArray(value)) {
    for (const item of value) pushLeaves(item, out, deep)
  } else if (typeof value === 'object') {
    if (!deep) return
    for (const item of Object.values(value)) pushLeaves(item, out, deep)
  } else {
    out.push(value)
  }
}

function walk(value: unknown, path: AttributePath, from: number, out: unknown[], deep: boolean) {
  if (from === path.segments.length) {
    pushLeaves(value, out, deep)
    return
  }
  if (value === null || value === undefined) return
  if (Array.isArray(value)) {
    for (const item of value) walk(item, path, from, out, deep)
    return
  }
  if (typeof value !== 'object') return
  const obj = value as Record<string, unknown>
  const found = nextKey(obj, path, from)
  if (found) walk(obj[found[0]], path, found[1], out, deep)
}

/**
 * Leaf values (strings, numbers, booleans) found at `path` in `record`, arrays flattened. With
 * `deep`, objects at the end of the path contribute all their nested leaves (searchable
 * attributes); without it they are skipped (facets).
 */
export function collectValues(record: Hit, path: AttributePath, deep = false): unknown[] {
  const out: unknown[] = []
  if (path.segments.length === 1) pushLeaves(ownValue(record, path.name), out, deep)
  else walk(record, path, 0, out, deep)
  return out
}

/**
 * Calls `visit` for each leaf value at `path` without allocating an array in the common case
 * of a plain value; used by the index builders.
 */
export function forEachValue(
  record: Hit,
  path: AttributePath,
  deep: boolean,
  visit: (value: unknown) => void,
): void {
  // Fast path: plain nested objects down to a primitive (no arrays, no dotted keys).
  let node: unknown = record
  const { segments } = path
  for (let i = 0; i < segments.length; i++) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) {
      node = undefined
      break
    }
    node = ownValue(node, segments[i]!)
  }
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'boolean') {
    visit(node)
    return
  }
  for (const value of collectValues(record, path, deep)) visit(value)
}

/**
 * `value` without what lies at `path`, found as {@link collectValues} finds it: through arrays
 * and keys holding dots. Copies only the objects and arrays on the way; returns `value` itself
 * when nothing is there.
 */
export function withoutPath(value: unknown, path: AttributePath, from = 0): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    value.forEach((item, i) => {
      const next = withoutPath(item, path, from)
      if (next !== item) (copy ??= [...value])[i] = next
    })
    return copy ?? value
  }
  if (value === null || typeof value !== 'object') return value
  const obj = value as Record<string, unknown>
  const found = nextKey(obj, path, from)
  if (!found) return value
  const [key, next] = found
  const copy = { ...obj }
  if (next === path.segments.length) delete copy[key]
  else {
    const child = withoutPath(obj[key], path, next)
    if (child === obj[key]) return value
    setOwn(copy, key, child)
  }
  return copy
}

/** Reads the value at a dotted path (first match, no flattening). */
export function getPathValue(record: Record<string, unknown>, name: string): unknown {
  if (Object.hasOwn(record, name)) return record[name]
  const values = collectValues(record as Hit, compilePath(name), true)
  return values.length === 0 ? undefined : values.length === 1 ? values[0] : values
}

const MODIFIER = /^(\w+)\((.*)\)$/

/** Splits `modifier(attr)` into its parts; `modifier` is undefined for a plain name. */
export function parseModifier(entry: string): { modifier?: string; name: string } {
  const match = MODIFIER.exec(entry.trim())
  if (!match) return { name: entry.trim() }
  return { modifier: match[1], name: match[2]!.trim() }
}
