import type { Hit, IndexSettings } from '../core/types'
import type { ImportSettings } from './settings-file'

/** How imported records combine with the index's current ones. */
export type ImportMode = 'replace' | 'append'

/**
 * Where an import writes: the local engine, or an Algolia application (real, or a local server
 * standing in for it) through the official client.
 */
export interface ImportTarget {
  /** Human-readable destination, for messages. */
  readonly description: string
  /** Prepares the index (with `replace`, records land in a staging area until `commit`). */
  begin(indexName: string, mode: ImportMode, settings: IndexSettings | undefined): Promise<void>
  /** Writes a chunk of valid records. */
  write(records: Hit[]): Promise<void>
  /** Makes the records visible, then applies the settings and the replicas' settings. */
  commit(settings: ImportSettings | undefined): Promise<void>
  /** Drops whatever `begin` staged; the index keeps its previous content. */
  abort(): Promise<void>
}

/** Settings without the keys that link indices (applied once the records are in place). */
export function withoutLinks(settings: IndexSettings): IndexSettings {
  const { replicas: _replicas, primary: _primary, ...rest } = settings
  return rest
}
