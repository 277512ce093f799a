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

function deletePath(target: Record<string, unknown>, segments: string[]): Record<string, unknown> {
  const [head, ...rest] = segments
  if (head === undefined || !Object.hasOwn(target, head)) return target
  const copy = { ...target }
  const child = copy[head]
  if (rest.length === 0) delete copy[head]
  else if (child !== null && typeof child === 'object' && !Array.isArray(child)) {
    setOwn(copy, head, deletePath(child as Record<string, unknown>, rest))
  }
  return copy
}

/** An attribute name with its dotted segments, split once per list. */
interface Named {
  name: string
  segments: string[]
}

function pathSegments({ name, segments }: Named, record: Record<string, unknown>): string[] {
  return Object.hasOwn(record, name) ? [name] : segments
}

interface RetrieveList {
  all: boolean
  included: Named[]
  excluded: Named[]
}

const named = (name: string): Named => ({ name, segments: name.split('.') })

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
  for (const name of excluded) out = deletePath(out, pathSegments(name, out))
  if (unretrievable) {
    for (const name of readNames(unretrievable)) {
      out = deletePath(out, pathSegments(name, out))
    }
  }
  const hit = { ...out }
  hit.objectID = record.objectID
  return hit as Hit
}
