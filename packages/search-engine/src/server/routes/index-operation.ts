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

// Copies records, settings, synonyms and rules; with a scope, only the scoped parts replace the
// destination's (its records and the parts left out stay as they are).
function copy(engine: Engine, source: string, op: IndexOperation): void {
  const { destination, scope } = op
  if (engine.hasIndex(destination) && (engine.getSettings(destination).replicas ?? []).length > 0) {
    throw badRequest(`Cannot copy to ${destination}: it has replicas`)
  }
  const from = engine.hasIndex(source) ? engine.exportIndex(source) : EMPTY
  if (!scope || scope.length === 0) {
    engine.importIndex(destination, { ...from, settings: portable(from.settings) })
    return
  }
  const to = engine.hasIndex(destination) ? engine.exportIndex(destination) : EMPTY
  engine.importIndex(destination, {
    settings: scope.includes('settings') ? portable(from.settings) : to.settings,
    records: to.records,
    ...pick('synonyms', scope.includes('synonyms') ? from : to),
    ...pick('rules', scope.includes('rules') ? from : to),
  })
}

const pick = (part: 'synonyms' | 'rules', dump: IndexDump) =>
  dump[part] ? { [part]: dump[part] } : {}

function move(engine: Engine, source: string, destination: string): void {
  if (!engine.hasIndex(source) || source === destination) return
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

/** Copies or moves an index (used by the clients' `replaceAllObjects`). */
export function applyIndexOperation(engine: Engine, source: string, op: IndexOperation): void {
  if (op.operation === 'copy') copy(engine, source, op)
  else move(engine, source, op.destination)
}
