import { browseIndex } from './browse'
import { createDictionaryMethods } from './engine-dictionaries'
import { EngineError } from './errors'
import { filterPredicate } from './filters/compile'
import { facetValueSteps } from './facet-search'
import { IndexRegistry, replicaName, type IndexEntry } from './index-registry'
import { assertNoForbiddenKey } from './own-keys'
import { prepareRankings } from './prepare-rankings'
import { applyPartialUpdate } from './partial-update'
import { retrieveAttributes } from './retrieve'
import { searchSteps, type RunOptions, type SearchTarget } from './search'
import { finish, runSliced } from './steps'
import { effectiveSettings, validateSettings } from './settings'
import type { Engine, Hit, IndexDump, IndexSettings, Personalizer } from './types'

/**
 * Checks records before they are stored. `__proto__` keys are refused on writes; a dump being
 * loaded (files written by earlier versions) keeps them as data, which every reader handles.
 */
function checkRecords(records: Hit[], loading = false): Hit[] {
  return records.map((record, i) => {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) {
      throw new EngineError(400, `Record at position ${i} is not an object`)
    }
    const id = record.objectID as unknown
    if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') {
      throw new EngineError(400, `Record at position ${i} has no objectID`)
    }
    if (!loading) assertNoForbiddenKey(record, `Record at position ${i}`)
    return typeof id === 'string' ? record : { ...record, objectID: String(id) }
  })
}

function target(registry: IndexRegistry, entry: IndexEntry): SearchTarget {
  const out: SearchTarget = {
    name: entry.name,
    settings: entry.settings,
    snapshot: entry.store.snapshot(),
  }
  if (entry.synonyms.size > 0) out.synonyms = entry.synonyms.list()
  if (entry.rules.size > 0) out.rules = entry.rules.list()
  if (registry.isVirtual(entry)) out.virtual = true
  return out
}

/**
 * Creates an empty in-memory engine. Every method is synchronous; indices are created by the
 * first write or setSettings, as in Algolia.
 *
 * @example
 * const engine = createEngine()
 * engine.saveObjects('products', [{ objectID: '1', name: 'Red shoe' }])
 * engine.search('products', { query: 'shoe' }).hits
 */
export function createEngine(): Engine {
  const registry = new IndexRegistry()
  let personalizer: Personalizer | undefined
  let version = 0

  const engine: Engine = {
    ...createDictionaryMethods(registry, () => version++),
    listIndices: () => registry.summaries(),
    hasIndex: (name) => registry.has(name),
    version: () => version,
    getSettings(name) {
      const entry = registry.require(name)
      const settings = effectiveSettings(entry.settings)
      if (entry.primary !== undefined) settings.primary = entry.primary
      return settings
    },
    setSettings(name, settings, opts) {
      version++
      if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) {
        throw new EngineError(400, 'Settings must be an object')
      }
      validateSettings(settings as Record<string, unknown>)
      // Validated in full before the index is even created: a refused call changes nothing.
      registry.checkSettings(name, settings)
      registry.applySettings(registry.ensure(name), settings, opts?.forwardToReplicas === true)
    },
    saveObjects(name, records) {
      version++
      const checked = checkRecords(records)
      registry.writable(name).store.upsert(checked)
    },
    partialUpdateObjects(name, updates, createIfNotExists) {
      version++
      const entry = createIfNotExists ? registry.writable(name) : registry.get(name)
      if (!entry) return
      if (entry.primary !== undefined) registry.writable(name)
      const changed: Hit[] = []
      updates.forEach((update, i) => {
        const id = update?.objectID
        if (typeof id !== 'string' && typeof id !== 'number') {
          throw new EngineError(400, `Update at position ${i} has no objectID`)
        }
        assertNoForbiddenKey(update, `Update at position ${i}`)
        const existing = entry.store.get(String(id))
        if (!existing && !createIfNotExists) return
        const next = applyPartialUpdate(existing, update)
        if (next) changed.push(next)
      })
      if (changed.length > 0) entry.store.upsert(changed)
    },
    deleteObjects(name, objectIDs) {
      version++
      const entry = registry.get(name)
      if (!entry) return
      registry.writable(name).store.delete(objectIDs.map(String))
    },
    clearObjects(name) {
      version++
      const entry = registry.get(name)
      if (!entry) return
      registry.writable(name).store.clear()
    },
    deleteIndex(name) {
      version++
      registry.delete(name)
    },
    getObject(name, objectID, attributesToRetrieve) {
      const record = registry.require(name).store.get(objectID)
      return record && retrieveAttributes(record, attributesToRetrieve, undefined)
    },
    allObjects: (name) => registry.require(name).store.values(),
    search: (name, params, ctx) => finish(engine.searchSteps(name, params, ctx)),
    searchSliced: (name, params, ctx, slicer) =>
      runSliced(engine.searchSteps(name, params, ctx), slicer),
    searchSteps(name, params, ctx) {
      const options: RunOptions = { personalizer }
      if (ctx?.userToken) options.userToken = ctx.userToken
      if (ctx?.highlightBudget) options.highlightBudget = ctx.highlightBudget
      if (ctx?.facetBudget) options.facetBudget = ctx.facetBudget
      return searchSteps(target(registry, registry.require(name)), params ?? {}, options)
    },
    prepare(name, opts) {
      return prepareRankings(target(registry, registry.require(name)), opts?.build === true)
    },
    searchForFacetValues: (name, facet, params) =>
      finish(facetValueSteps(target(registry, registry.require(name)), facet, params ?? {})),
    searchForFacetValuesSliced: (name, facet, params, slicer, budget, facets) =>
      runSliced(
        facetValueSteps(target(registry, registry.require(name)), facet, params, budget, facets),
        slicer,
      ),
    browse: (name, params) => browseIndex(target(registry, registry.require(name)), params ?? {}),
    compileFilters(name, params) {
      return filterPredicate(params, registry.require(name).settings)
    },
    setPersonalizer(p) {
      version++
      personalizer = p
    },
    exportIndex(name) {
      const entry = registry.require(name)
      const settings: IndexSettings = { ...entry.settings }
      if (entry.primary !== undefined) settings.primary = entry.primary
      const dump: IndexDump = { settings, records: [...entry.store.values()] }
      if (entry.synonyms.size > 0) dump.synonyms = [...entry.synonyms.list()]
      if (entry.rules.size > 0) dump.rules = [...entry.rules.list()]
      return dump
    },
    importIndex(name, dump: IndexDump) {
      version++
      const { primary, ...settings } = dump.settings ?? {}
      validateSettings(settings as Record<string, unknown>)
      const records = checkRecords(dump.records ?? [], true)
      if (settings.replicas) registry.checkSettings(name, { replicas: settings.replicas })
      const entry = registry.ensure(name)
      entry.synonyms.save(dump.synonyms ?? [], true)
      entry.rules.save(dump.rules ?? [], true)
      const primaryEntry = primary === undefined ? undefined : registry.get(primary)
      entry.settings = settings
      if (primaryEntry && listsReplica(primaryEntry, name)) {
        entry.primary = primaryEntry.name
        entry.store = primaryEntry.store
      } else {
        if (entry.primary !== undefined) registry.detach(entry)
        entry.store.replaceAll(records)
      }
      if (settings.replicas) registry.applySettings(entry, { replicas: settings.replicas }, false)
      keepSavedTimes(entry, dump)
    },
  }
  return engine
}

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value))

/**
 * An index loaded from its file keeps the creation and update times saved with it: they were
 * those of the load, so listIndices gave every index a new `createdAt` at each restart.
 */
function keepSavedTimes(entry: IndexEntry, dump: IndexDump): void {
  if (isTime(dump.createdAt)) entry.createdAt = dump.createdAt
  if (!isTime(dump.updatedAt)) return
  entry.settingsUpdatedAt = dump.updatedAt
  // A replica shares its primary's records, and their time.
  if (entry.primary === undefined) entry.store.updatedAt = dump.updatedAt
}

function listsReplica(primary: IndexEntry, name: string): boolean {
  return (primary.settings.replicas ?? []).some((r) => replicaName(r) === name)
}
