import type { Engine, IndexSettings } from '../../core/types'
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

function copy(engine: Engine, source: string, op: IndexOperation): void {
  const { destination, scope } = op
  if (engine.hasIndex(destination) && (engine.getSettings(destination).replicas ?? []).length > 0) {
    throw badRequest(`Cannot copy to ${destination}: it has replicas`)
  }
  const dump = engine.hasIndex(source) ? engine.exportIndex(source) : { settings: {}, records: [] }
  if (scope && scope.length > 0) {
    // Synonyms and rules are not stored locally; only the settings scope has an effect.
    if (!scope.includes('settings')) return
    const records = engine.hasIndex(destination) ? [...engine.allObjects(destination)] : []
    engine.importIndex(destination, { settings: portable(dump.settings), records })
    return
  }
  engine.importIndex(destination, { settings: portable(dump.settings), records: dump.records })
}

function move(engine: Engine, source: string, destination: string): void {
  if (!engine.hasIndex(source) || source === destination) return
  const dump = engine.exportIndex(source)
  const replicas = engine.hasIndex(destination)
    ? engine.getSettings(destination).replicas
    : undefined
  engine.deleteIndex(source)
  const settings = portable(dump.settings)
  engine.importIndex(destination, {
    settings: replicas && replicas.length > 0 ? { ...settings, replicas } : settings,
    records: dump.records,
  })
}

/** Copies or moves an index (used by the clients' `replaceAllObjects`). */
export function applyIndexOperation(engine: Engine, source: string, op: IndexOperation): void {
  if (op.operation === 'copy') copy(engine, source, op)
  else move(engine, source, op.destination)
}
