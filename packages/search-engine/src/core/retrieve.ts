import { compilePath, withoutPath, type AttributePath } from './attributes'
import { ownValue, setOwn } from './own-keys'
import { perList } from './per-list'
import type { Hit } from './types'

function setPath(target: Record<string, unknown>, segments: string[], value: unknown): void {
  let node = target
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i]!
    let next = ownValue(node, key)
    if (next === null || typeof next !== 'object' || Array.isArray(next)) {
      next = {}
      setOwn(node, key, next)
    }
    node = next as Record<string, unknown>
  }
  setOwn(node, segments[segments.length - 1]!, value)
}

function getPath(source: Record<string, unknown>, segments: string[]): unknown {
  let node: unknown = source
  for (const key of segments) {
    if (node === null || typeof node !== 'object') return undefined
    node = ownValue(node, key)
  }
  return node
}

/** An attribute name with its dotted segments, split and compiled once per list. */
interface Named {
  name: string
  segments: string[]
  path: AttributePath
}

function without(record: Record<string, unknown>, { path }: Named): Record<string, unknown> {
  return withoutPath(record, path) as Record<string, unknown>
}

function pathSegments({ name, segments }: Named, record: Record<string, unknown>): string[] {
  return Object.hasOwn(record, name) ? [name] : segments
}

interface RetrieveList {
  all: boolean
  included: Named[]
  excluded: Named[]
}

const named = (name: string): Named => ({
  name,
  segments: name.split('.'),
  path: compilePath(name),
})

/** An `attributesToRetrieve` list read once (names split, each once), not once per hit. */
const readList = perList((list): RetrieveList => {
  const names = [...new Set(list)]
  const included = names.filter((a) => !a.startsWith('-'))
  return {
    all: included.includes('*'),
    included: included.map(named),
    excluded: names.filter((a) => a.startsWith('-')).map((a) => named(a.slice(1))),
  }
})

/** Names taken as they are (`unretrievableAttributes`), read once per list. */
const readNames = perList((list) => [...new Set(list)].map(named))

const ALL = ['*']

/**
 * Applies `attributesToRetrieve` (`*`, names, dotted paths, `-attr` exclusions) and
 * `unretrievableAttributes` to a record; `objectID` is always kept.
 */
export function retrieveAttributes(
  record: Hit,
  toRetrieve: string[] | undefined,
  unretrievable: string[] | undefined,
): Hit {
  const { all, included, excluded } = readList(toRetrieve ?? ALL)
  let out: Record<string, unknown>
  if (all) {
    out = record
  } else {
    out = {}
    for (const name of included) {
      const segments = pathSegments(name, record)
      const value = getPath(record, segments)
      if (value !== undefined) setPath(out, segments, value)
    }
  }
  // Hidden values are removed wherever a search reads them: through arrays of objects and keys
  // holding dots (`arr.secret` facets and searches the `secret` of every object in `arr`).
  for (const name of excluded) out = without(out, name)
  if (unretrievable) {
    for (const name of readNames(unretrievable)) out = without(out, name)
  }
  const hit = { ...out }
  hit.objectID = record.objectID
  return hit as Hit
}
