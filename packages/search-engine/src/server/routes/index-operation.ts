import type { Engine, IndexDump, IndexSettings } from '../../core/types'
import { badRequest } from '../http-error'

/** Body of `operationIndex` (already validated against the spec). */
export interface IndexOperation {
  operation: 'copy' | 'move'
  destination: string
  scope?: Array<'settings' | 'synonyms' | 'rules'>
}

// Settings that tie an index to others are never copied (Algolia: "You can't copy the replicas
// setting"); `primary` is read-only.
function portable(settings: IndexSettings): IndexSettings {
  const { replicas: _replicas, primary: _primary, ...rest } = settings
  return rest
}

const EMPTY: IndexDump = { settings: {}, records: [] }

const primaryOf = (engine: Engine, name: string) =>
  engine.hasIndex(name) ? engine.getSettings(name).primary : undefined

// A replica's records are its primary's: writing others over them would cut the link while the
// primary still lists it.
function refuseReplica(engine: Engine, name: string, what: string): void {
  const primary = primaryOf(engine, name)
  if (primary !== undefined) throw badRequest(`Cannot ${what}: ${name} is a replica of ${primary}`)
}

// Copies records, settings, synonyms and rules; with a scope, only the scoped parts replace the
// destination's (its records and the parts left out stay as they are).
function copy(engine: Engine, source: string, op: IndexOperation): void {
  const { destination, scope } = op
  if (engine.hasIndex(destination) && (engine.getSettings(destination).replicas ?? []).length > 0) {
    throw badRequest(`Cannot copy to ${destination}: it has replicas`)
  }
  const from = engine.hasIndex(source) ? engine.exportIndex(source) : EMPTY
  if (!scope || scope.length === 0) {
    refuseReplica(engine, destination, `copy to ${destination}`)
    engine.importIndex(destination, { ...from, settings: portable(from.settings) })
    return
  }
  const to = engine.hasIndex(destination) ? engine.exportIndex(destination) : EMPTY
  // A scoped copy leaves records alone, so a replica stays one (Algolia's way to sync its settings).
  const primary = to.settings.primary
  engine.importIndex(destination, {
    settings: scope.includes('settings')
      ? { ...portable(from.settings), ...(primary !== undefined && { primary }) }
      : to.settings,
    records: to.records,
    ...pick('synonyms', scope.includes('synonyms') ? from : to),
    ...pick('rules', scope.includes('rules') ? from : to),
  })
}

const pick = (part: 'synonyms' | 'rules', dump: IndexDump) =>
  dump[part] ? { [part]: dump[part] } : {}

function move(engine: Engine, source: string, destination: string): void {
  if (!engine.hasIndex(source) || source === destination) return
  refuseReplica(engine, source, `move ${source}`)
  if ((engine.getSettings(source).replicas ?? []).length > 0) {
    throw badRequest(`Cannot move ${source}: ${source} has replicas`)
  }
  refuseReplica(engine, destination, `move to ${destination}`)
  const dump = engine.exportIndex(source)
  const replicas = engine.hasIndex(destination)
    ? engine.getSettings(destination).replicas
    : undefined
  engine.deleteIndex(source)
  const settings = portable(dump.settings)
  engine.importIndex(destination, {
    ...dump,
    settings: replicas && replicas.length > 0 ? { ...settings, replicas } : settings,
  })
}

/**
 * Copies or moves an index (used by the clients' `replaceAllObjects`). As on Algolia, a primary
 * with replicas cannot be moved; a replica is neither moved nor written over by a move or a full
 * copy (a scoped copy of settings, synonyms or rules keeps it linked). Each refusal answers 400,
 * so primary/replica links never break. Moving onto a primary feeds its replicas.
 */
export function applyIndexOperation(engine: Engine, source: string, op: IndexOperation): void {
  if (op.operation === 'copy') copy(engine, source, op)
  else move(engine, source, op.destination)
}
