import { ownValue, setOwn } from './own-keys'
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

function pathSegments(name: string, record: Record<string, unknown>): string[] {
  return Object.hasOwn(record, name) ? [name] : name.split('.')
}

/**
 * Applies `attributesToRetrieve` (`*`, names, dotted paths, `-attr` exclusions) and
 * `unretrievableAttributes` to a record; `objectID` is always kept.
 */
export function retrieveAttributes(
  record: Hit,
  toRetrieve: string[] | undefined,
  unretrievable: string[] | undefined,
): Hit {
  const list = toRetrieve ?? ['*']
  const excluded = list.filter((a) => a.startsWith('-')).map((a) => a.slice(1))
  const included = list.filter((a) => !a.startsWith('-'))
  let out: Record<string, unknown>
  if (included.includes('*')) {
    out = record
  } else {
    out = {}
    for (const name of included) {
      const segments = pathSegments(name, record)
      const value = getPath(record, segments)
      if (value !== undefined) setPath(out, segments, value)
    }
  }
  for (const name of [...excluded, ...(unretrievable ?? [])]) {
    out = deletePath(out, pathSegments(name, out))
  }
  const hit = { ...out }
  hit.objectID = record.objectID
  return hit as Hit
}
