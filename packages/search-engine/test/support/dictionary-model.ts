import fc from 'fast-check'
import { toSegment } from './hostile-json'
import { rule, synonymHit } from './search-shapes'

/**
 * Synonym and rule writes as raw HTTP requests, and a model of what the server holds once it
 * acknowledged them (Algolia's documented semantics), for the durability property.
 */

export type Kind = 'synonyms' | 'rules'
export type Item = Record<string, unknown>

/** Index names written to: a primary, its replica and names that mean something to objects. */
export const INDICES = ['dur', 'dur_sorted', '__proto__', 'constructor', 'plain']
const REPLICAS = new Map([['dur', ['dur_sorted']]])
export const replicasOf = (index: string) => REPLICAS.get(index) ?? []
// Copies and moves stay among indices without replicas (moving a primary is not modelled).
const PLAIN = ['__proto__', 'constructor', 'plain']
// No empty ID: `/synonyms/` is the path of the record `synonyms`, not a synonym write.
const IDS = ['a', 'b', '__proto__', 'constructor', 'toString', 'é/ü', '%2F', ' ']

/** One write: a synonym or rule write, or an index operation that carries them. */
export type Op =
  | {
      kind: Kind
      action: 'save' | 'batch' | 'delete' | 'clear'
      index: string
      id: string
      forward: boolean
      replace: boolean
      body: unknown
    }
  | {
      kind: 'operation'
      index: string
      body: { operation: 'copy' | 'move'; destination: string; scope?: string[] }
    }

const itemOf = (kind: Kind): fc.Arbitrary<unknown> => (kind === 'synonyms' ? synonymHit : rule)

const dictionaryWrite: fc.Arbitrary<Op> = fc
  .record({
    kind: fc.constantFrom<Kind>('synonyms', 'rules'),
    action: fc.constantFrom('save', 'save', 'batch', 'batch', 'delete', 'clear'),
    // The primary and its replica twice as often: forwarded writes meet the replica's own.
    index: fc.constantFrom('dur', 'dur_sorted', ...INDICES),
    id: fc.constantFrom(...IDS),
    forward: fc.boolean(),
    replace: fc.boolean(),
  })
  .chain((op) =>
    (op.action === 'save'
      ? itemOf(op.kind)
      : op.action === 'batch'
        ? fc.array(itemOf(op.kind), { maxLength: 4 })
        : fc.constant(undefined)
    ).map((body) => ({ ...op, body })),
  )

const indexOperation: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('operation' as const),
    index: fc.constantFrom('dur', ...PLAIN),
    body: fc.record(
      {
        operation: fc.constant('copy' as const),
        // `dur` has replicas: a copy to it is refused.
        destination: fc.constantFrom('dur', ...PLAIN),
        scope: fc.subarray(['settings', 'synonyms', 'rules']),
      },
      { requiredKeys: ['operation', 'destination'] },
    ),
  }),
  fc.record({
    kind: fc.constant('operation' as const),
    index: fc.constantFrom(...PLAIN),
    body: fc.record({
      operation: fc.constant('move' as const),
      destination: fc.constantFrom(...PLAIN),
    }),
  }),
)

/** Synonym and rule writes, now and then an index operation. */
export const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: dictionaryWrite },
  { weight: 1, arbitrary: indexOperation },
)

/** What the server holds: index (present once created) → kind → objectID → item. */
export type Model = Map<string, Record<Kind, Map<string, Item>>>

/** A model of indices that exist, without synonyms or rules. */
export function emptyModel(indices: string[]): Model {
  return new Map(indices.map((index) => [index, { synonyms: new Map(), rules: new Map() }]))
}

function entryOf(model: Model, index: string) {
  let entry = model.get(index)
  if (!entry) model.set(index, (entry = { synonyms: new Map(), rules: new Map() }))
  return entry
}

const copyOf = (entry: Record<Kind, Map<string, Item>> | undefined) => ({
  synonyms: new Map(entry?.synonyms),
  rules: new Map(entry?.rules),
})

function applyOperation(
  model: Model,
  source: string,
  body: Extract<Op, { kind: 'operation' }>['body'],
) {
  const { destination, scope } = body
  if (body.operation === 'move') {
    if (!model.has(source) || source === destination) return
    model.set(destination, copyOf(model.get(source)))
    model.delete(source)
    return
  }
  const from = copyOf(model.get(source))
  const to = entryOf(model, destination)
  for (const kind of ['synonyms', 'rules'] as const) {
    if (!scope || scope.length === 0 || scope.includes(kind)) to[kind] = from[kind]
  }
}

/** Applies an acknowledged write (its body as the server parsed it) to the model. */
export function applyToModel(model: Model, op: Op, sent: unknown): void {
  if (op.kind === 'operation') return applyOperation(model, op.index, op.body)
  const targets = [op.index, ...(op.forward ? replicasOf(op.index) : [])]
  for (const index of targets) {
    const items = entryOf(model, index)[op.kind]
    if (op.action === 'clear' || (op.action === 'batch' && op.replace)) items.clear()
    if (op.action === 'delete') items.delete(op.id)
    if (op.action === 'save') items.set(op.id, { ...(sent as Item), objectID: op.id })
    if (op.action === 'batch') {
      for (const item of sent as Item[]) items.set(String(item.objectID), item)
    }
  }
}

/** Indices whose synonyms and rules a write may change. */
export function touchedBy(op: Op): string[] {
  if (op.kind === 'operation') return [op.index, op.body.destination]
  return [op.index, ...replicasOf(op.index)]
}

/** The HTTP request of a write. */
export function requestOf(op: Op): { method: string; path: string } {
  const index = `/1/indexes/${toSegment(op.index)}`
  if (op.kind === 'operation') return { method: 'POST', path: `${index}/operation` }
  const base = `${index}/${op.kind}`
  const flag = op.kind === 'synonyms' ? 'replaceExistingSynonyms' : 'clearExistingRules'
  const replace = op.action === 'batch' ? `&${flag}=${op.replace}` : ''
  const query = `?forwardToReplicas=${op.forward}${replace}`
  if (op.action === 'save') return { method: 'PUT', path: `${base}/${toSegment(op.id)}${query}` }
  if (op.action === 'delete') {
    return { method: 'DELETE', path: `${base}/${toSegment(op.id)}${query}` }
  }
  return { method: 'POST', path: `${base}/${op.action}${query}` }
}
