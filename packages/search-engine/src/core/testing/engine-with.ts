import { createEngine } from '../engine'
import type { Engine, Hit, IndexSettings } from '../types'

/** Test helper: an engine holding one index `test` with the given records and settings. */
export function engineWith(
  records: Array<Record<string, unknown>>,
  settings: IndexSettings = {},
): Engine {
  const engine = createEngine()
  engine.setSettings('test', settings)
  engine.saveObjects(
    'test',
    records.map((record, i) => ({ objectID: String(i + 1), ...record }) as Hit),
  )
  return engine
}

/** Test helper: objectIDs of a search's hits, in order. */
export function ids(
  engine: Engine,
  params: Parameters<Engine['search']>[1],
  index = 'test',
): string[] {
  return engine.search(index, params).hits.map((hit) => hit.objectID)
}
