import type { Hit } from '../core/types'
import type { EventCounts, InsightsEvent } from '../insights/types'
import { createUserProfiles, type UserProfiles } from '../personalization/user-profiles'
import { addToCatalog, buildCatalogIndex, type CatalogIndex } from './catalog-index'
import { createIdTable } from './id-table'
import {
  compileFacets,
  DEFAULT_AFFINITY_FACETS,
  facetKey,
  type ItemFeatures,
} from './item-features'
import type { RecordSchema } from './record-schema'
import {
  createInteractions,
  type InteractionOptions,
  type Interactions,
  type Signal,
} from './interactions'

/** Options of {@link createIndexModel}. */
export interface IndexModelOptions {
  /** Facet attributes whose values make up user affinities. @default DEFAULT_AFFINITY_FACETS */
  facetAttributes?: readonly string[]
  /** Session, basket and trend windows. */
  interactions?: Partial<InteractionOptions>
  /** Time constant of user affinities. @default 30 days */
  affinityTauMs?: number
  /** Names and traits of records of another schema than the demo shop's (index settings). */
  recordSchema?: RecordSchema
  /** Looks up a record missing from the catalog (added after the build). */
  resolveRecord?: (objectID: string) => Hit | undefined
  /**
   * Count only items that are records of the index, so that memory stays bounded by the
   * catalogue whatever objectIDs callers send (the server's models). Offline evaluations over
   * datasets without records leave it off. @default false
   */
  catalogItemsOnly?: boolean
}

/** Everything the recommendation models know about one index. */
export interface IndexModel {
  readonly index: string
  /** Content index of the records (replaced when the catalogue is re-indexed). */
  readonly catalog: CatalogIndex
  readonly interactions: Interactions
  readonly profiles: UserProfiles
  /** Ingests one event of this index. */
  apply(event: InsightsEvent): void
  /** Ingests the counts of compacted events (popularity only). */
  applyCounts(counts: EventCounts[string]): void
  /** Item number of an objectID, resolving records added since the build. */
  itemOf(objectID: string): number | undefined
  /** Features of an item number, if its record is known. */
  features(item: number): ItemFeatures | undefined
  /** Swaps in a re-indexed catalogue built over the same `items` and `strings` tables. */
  replaceCatalog(next: CatalogIndex): void
}

const PROFILE_WEIGHT: Record<Signal, number> = {
  view: 1,
  click: 2,
  conversion: 4,
  addToCart: 4,
  purchase: 6,
}

/** The signal an event carries. */
export function signalOf(event: InsightsEvent): Signal {
  if (event.eventType === 'conversion') return event.eventSubtype ?? 'conversion'
  return event.eventType
}

/** The person behind an event: the authenticated token when there is one. */
export function userOf(event: InsightsEvent): string {
  return event.authenticatedUserToken ?? event.userToken
}

/** Compiles the affinity facets of the options (or the defaults). */
export function modelFacets(options: IndexModelOptions = {}) {
  return compileFacets(options.facetAttributes ?? DEFAULT_AFFINITY_FACETS)
}

/**
 * Builds the model of one index from its records; events are then applied one by one with
 * `apply`, in time order for sessions to be right.
 * @example
 * const model = createIndexModel('products', records)
 * for (const event of events) model.apply(event)
 */
export function createIndexModel(
  index: string,
  records: Iterable<Hit>,
  options: IndexModelOptions = {},
): IndexModel {
  const catalog = buildCatalogIndex(
    records,
    createIdTable(),
    createIdTable(),
    modelFacets(options),
    options.recordSchema,
  )
  return modelFromCatalog(index, catalog, options)
}

/** Builds the model of one index around an already built catalog index (no events yet). */
export function modelFromCatalog(
  index: string,
  initial: CatalogIndex,
  options: IndexModelOptions = {},
): IndexModel {
  let catalog = initial
  const interactions = createInteractions(options.interactions)
  const profiles = createUserProfiles(options.affinityTauMs)

  function itemOf(objectID: string): number | undefined {
    const id = catalog.items.get(objectID)
    if (id !== undefined && catalog.features[id] !== undefined) return id
    const record = options.resolveRecord?.(objectID)
    return record ? addToCatalog(catalog, record) : id
  }

  // With catalogItemsOnly, a filter counts only when some record has that value of an affinity
  // facet: no other can ever match a hit, and interning every string events send would let
  // anyone holding the search key grow the table without bound.
  function facetOfFilter(filter: string): number | undefined {
    const colon = filter.indexOf(':')
    const key = `f:${facetKey(filter.slice(0, colon), filter.slice(colon + 1))}`
    return options.catalogItemsOnly ? catalog.strings.get(key) : catalog.strings.intern(key)
  }

  function apply(event: InsightsEvent): void {
    const user = userOf(event)
    if (event.authenticatedUserToken) profiles.alias(event.userToken, user)
    const signal = signalOf(event)
    const weight = PROFILE_WEIGHT[signal]
    const time = event.timestamp
    if (event.filters) {
      const facets = event.filters.map(facetOfFilter).filter((id) => id !== undefined)
      if (facets.length > 0) profiles.record(user, { facets, weight, time })
      return
    }
    // With catalogItemsOnly, objectIDs that are not records are not counted (the log keeps
    // every event; a rebuild counts records added later).
    const items: number[] = []
    for (const id of event.objectIDs ?? []) {
      const item = itemOf(id)
      if (item !== undefined && catalog.features[item] !== undefined) items.push(item)
      else if (!options.catalogItemsOnly) items.push(catalog.items.intern(id))
    }
    if (items.length === 0) return
    interactions.ingest(user, items, signal, time)
    for (const item of items) {
      const itemFacets = catalog.features[item]?.facets ?? []
      profiles.record(user, {
        item,
        facets: itemFacets,
        weight,
        time,
        purchase: signal === 'purchase',
      })
    }
  }

  return {
    index,
    get catalog() {
      return catalog
    },
    interactions,
    profiles,
    apply,
    applyCounts(counts) {
      for (const [objectID, triple] of Object.entries(counts)) {
        const known = itemOf(objectID)
        if (known !== undefined && catalog.features[known] !== undefined) {
          interactions.addCounts(known, triple)
        } else if (!options.catalogItemsOnly) {
          interactions.addCounts(catalog.items.intern(objectID), triple)
        }
      }
    },
    itemOf,
    features: (item) => catalog.features[item],
    replaceCatalog(next) {
      if (next.items !== catalog.items || next.strings !== catalog.strings) {
        throw new Error('A replacement catalogue must share the item and string tables')
      }
      catalog = next
    },
  }
}
