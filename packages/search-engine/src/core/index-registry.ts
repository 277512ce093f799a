import { parseModifier } from './attributes'
import { EngineError, indexNotFound } from './errors'
import { KeyedList } from './keyed-list'
import { RecordStore } from './record-store'
import type { Rule } from './rules/types'
import { mergeSettings } from './settings'
import type { SynonymHit } from './synonyms/types'
import type { IndexSettings, IndexSummary } from './types'

/** One named index: its own settings and a record store (shared with its primary if a replica). */
export interface IndexEntry {
  name: string
  settings: IndexSettings
  store: RecordStore
  /** Own synonyms and rules (replicas have theirs; `forwardToReplicas` copies writes). */
  synonyms: KeyedList<SynonymHit>
  rules: KeyedList<Rule>
  primary?: string
  createdAt: string
  settingsUpdatedAt: string
}

/** Replica name without the `virtual()` modifier. */
export function replicaName(entry: string): string {
  return parseModifier(entry).name
}

function withoutReplicas(settings: IndexSettings): IndexSettings {
  const copy: IndexSettings = { ...settings }
  delete copy.replicas
  delete copy.primary
  return copy
}

/** The patch with `replicas: [""]` read as Algolia's clients mean it: unlink every replica. */
function withoutEmptyReplicas(patch: IndexSettings): IndexSettings {
  return patch.replicas
    ? { ...patch, replicas: patch.replicas.filter((r) => r.trim() !== '') }
    : patch
}

/**
 * Named indices and their primary/replica links. Replicas share the primary's RecordStore, so
 * every write to the primary is visible to them at once; detaching a replica gives it a copy.
 */
export class IndexRegistry {
  private readonly entries = new Map<string, IndexEntry>()

  has(name: string): boolean {
    return this.entries.has(name)
  }

  get(name: string): IndexEntry | undefined {
    return this.entries.get(name)
  }

  /** The entry or a 404 EngineError. */
  require(name: string): IndexEntry {
    const entry = this.entries.get(name)
    if (!entry) throw indexNotFound(name)
    return entry
  }

  /** The entry, created empty if missing. */
  ensure(name: string): IndexEntry {
    let entry = this.entries.get(name)
    if (!entry) {
      if (name.trim() === '') throw new EngineError(400, 'Index name must not be empty')
      const now = new Date().toISOString()
      entry = {
        name,
        settings: {},
        store: new RecordStore(),
        synonyms: new KeyedList(),
        rules: new KeyedList(),
        createdAt: now,
        settingsUpdatedAt: now,
      }
      this.entries.set(name, entry)
    }
    return entry
  }

  /** The entry to write records to: created if missing, refused for replicas. */
  writable(name: string): IndexEntry {
    const entry = this.ensure(name)
    if (entry.primary !== undefined) {
      throw new EngineError(
        400,
        `Index ${name} is a replica of ${entry.primary}: write to the primary index`,
      )
    }
    return entry
  }

  /** Whether `entry` is listed as `virtual(name)` by its primary. */
  isVirtual(entry: IndexEntry): boolean {
    if (entry.primary === undefined) return false
    const primary = this.entries.get(entry.primary)
    return (primary?.settings.replicas ?? []).some((r) => {
      const parsed = parseModifier(r)
      return parsed.modifier === 'virtual' && parsed.name === entry.name
    })
  }

  /** Marks an index changed (synonyms, rules) for listings and persistence. */
  touch(entry: IndexEntry): void {
    entry.settingsUpdatedAt = new Date().toISOString()
  }

  replicasOf(entry: IndexEntry): IndexEntry[] {
    return (entry.settings.replicas ?? [])
      .map((r) => this.entries.get(replicaName(r)))
      .filter((r): r is IndexEntry => r !== undefined && r.primary === entry.name)
  }

  /**
   * Throws the 400 a settings patch for index `name` would cause, changing nothing: every check of
   * {@link applySettings} runs before any of its changes, so a refused patch is never half-applied.
   */
  checkSettings(name: string, patch: IndexSettings): void {
    const entry = this.entries.get(name)
    if (name.trim() === '') throw new EngineError(400, 'Index name must not be empty')
    const { replicas } = withoutEmptyReplicas(patch)
    if (replicas === null || replicas === undefined) return
    if (replicas.length > 0 && entry?.primary !== undefined) {
      throw new EngineError(400, `Index ${name} is a replica and cannot have replicas`)
    }
    const wanted = new Set(replicas.map(replicaName))
    if (wanted.has(name)) throw new EngineError(400, 'An index cannot be its own replica')
    for (const replica of wanted) {
      const existing = this.entries.get(replica)
      if (existing?.primary !== undefined && existing.primary !== name) {
        throw new EngineError(400, `Index ${replica} is already a replica of ${existing.primary}`)
      }
      if (existing && (existing.settings.replicas ?? []).length > 0) {
        throw new EngineError(400, `Index ${replica} has replicas and cannot become a replica`)
      }
    }
  }

  /** Applies a settings patch, links / unlinks replicas and optionally forwards the patch. */
  applySettings(entry: IndexEntry, requested: IndexSettings, forward: boolean): void {
    const patch = withoutEmptyReplicas(requested)
    this.checkSettings(entry.name, patch)
    const before = this.replicasOf(entry)
    entry.settings = mergeSettings(entry.settings, patch)
    entry.settingsUpdatedAt = new Date().toISOString()
    if ('replicas' in patch) this.syncReplicas(entry, before)
    if (forward) {
      for (const replica of this.replicasOf(entry)) {
        replica.settings = mergeSettings(replica.settings, withoutReplicas(patch))
        replica.settingsUpdatedAt = entry.settingsUpdatedAt
      }
    }
  }

  private syncReplicas(entry: IndexEntry, before: IndexEntry[]): void {
    // Checked beforehand by checkSettings: nothing below throws.
    const wanted = new Set((entry.settings.replicas ?? []).map(replicaName))
    for (const old of before) if (!wanted.has(old.name)) this.detach(old)
    for (const name of wanted) {
      const existing = this.entries.get(name)
      const replica = existing ?? this.ensure(name)
      if (!existing) {
        // A new replica starts as a copy of its primary's settings, synonyms and rules.
        replica.settings = withoutReplicas(entry.settings)
        replica.synonyms = entry.synonyms.clone()
        replica.rules = entry.rules.clone()
      }
      replica.primary = entry.name
      replica.store = entry.store
    }
  }

  /** Makes a replica standalone with its own copy of the records. */
  detach(replica: IndexEntry): void {
    replica.primary = undefined
    replica.store = replica.store.clone()
  }

  /** Removes an index; its replicas become standalone, a replica is unlinked from its primary. */
  delete(name: string): void {
    const entry = this.entries.get(name)
    if (!entry) return
    for (const replica of this.replicasOf(entry)) this.detach(replica)
    if (entry.primary !== undefined) {
      const primary = this.entries.get(entry.primary)
      if (primary) {
        primary.settings = {
          ...primary.settings,
          replicas: (primary.settings.replicas ?? []).filter((r) => replicaName(r) !== name),
        }
      }
    }
    this.entries.delete(name)
  }

  summaries(): IndexSummary[] {
    return [...this.entries.values()].map((entry) => {
      const summary: IndexSummary = {
        name: entry.name,
        entries: entry.store.size,
        createdAt: entry.createdAt,
        updatedAt:
          entry.store.updatedAt > entry.settingsUpdatedAt
            ? entry.store.updatedAt
            : entry.settingsUpdatedAt,
      }
      if (entry.primary !== undefined) summary.primary = entry.primary
      const replicas = this.replicasOf(entry).map((r) => r.name)
      if (replicas.length > 0) summary.replicas = replicas
      return summary
    })
  }
}
