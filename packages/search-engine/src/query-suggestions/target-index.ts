import type { Engine } from '../core/types'
import { SUGGESTIONS_SETTINGS } from './build-suggestions'
import type { SuggestionsConfig } from './config'

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  JSON.stringify(a ?? []) === JSON.stringify(b ?? [])

// An index a build wrote keeps the build's settings: one left by a deleted configuration may be
// rebuilt, a catalogue never is.
function looksLikeSuggestions(engine: Engine, name: string): boolean {
  const settings = engine.getSettings(name)
  return (
    sameList(settings.searchableAttributes, SUGGESTIONS_SETTINGS.searchableAttributes) &&
    sameList(settings.customRanking, SUGGESTIONS_SETTINGS.customRanking)
  )
}

function hasRecords(engine: Engine, name: string): boolean {
  for (const _ of engine.allObjects(name)) return true
  return false
}

/**
 * Why a build of `config` must not write its index, or undefined. A build replaces the index's
 * records and settings, so the target is never one of the configuration's own inputs nor tied to
 * a primary or replicas; unless `builtByConfig` (the configuration exists and built it), an index
 * with records is refused too unless a build wrote it.
 */
export function targetConflict(
  engine: Engine,
  config: SuggestionsConfig,
  builtByConfig: boolean,
): string | undefined {
  const name = config.indexName
  const prefix = `The Query Suggestions index ${name}`
  if (config.sourceIndices.some((source) => source.indexName === name)) {
    return `${prefix} is one of its source indices: choose another indexName`
  }
  if (config.sourceIndices.some((source) => source.external?.includes(name))) {
    return `${prefix} is one of its external indices: choose another indexName`
  }
  if (!engine.hasIndex(name)) return undefined
  const settings = engine.getSettings(name)
  if (settings.primary !== undefined) return `Index ${name} is a replica of ${settings.primary}`
  if ((settings.replicas ?? []).length > 0) return `Index ${name} has replicas`
  if (!builtByConfig && hasRecords(engine, name) && !looksLikeSuggestions(engine, name)) {
    return `Index ${name} already exists and is not a Query Suggestions index: choose another indexName`
  }
  return undefined
}
