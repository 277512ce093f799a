import { EngineError } from './errors'
import type { IndexEntry, IndexRegistry } from './index-registry'
import type { KeyedList } from './keyed-list'
import { searchRules } from './rules/search-rules'
import type { Rule } from './rules/types'
import { searchSynonyms } from './synonyms/search-synonyms'
import type { SynonymHit } from './synonyms/types'
import type { EngineDictionaries, WriteOptions } from './types'

type ListOf = (entry: IndexEntry) => KeyedList<SynonymHit> | KeyedList<Rule>

/** The index and, with `forwardToReplicas`, its replicas. */
function targets(registry: IndexRegistry, name: string, opts?: WriteOptions): IndexEntry[] {
  const entry = registry.require(name)
  return opts?.forwardToReplicas === true ? [entry, ...registry.replicasOf(entry)] : [entry]
}

function checkIDs(items: ReadonlyArray<{ objectID?: unknown }>, what: string): void {
  items.forEach((item, i) => {
    if (
      item === null ||
      typeof item !== 'object' ||
      typeof item.objectID !== 'string' ||
      item.objectID === ''
    ) {
      throw new EngineError(400, `${what} at position ${i} has no objectID`)
    }
  })
}

/**
 * Synonyms and rules methods of the engine. Every write goes to the index and, with
 * `forwardToReplicas`, to each of its replicas; `bump` records the change.
 */
export function createDictionaryMethods(
  registry: IndexRegistry,
  bump: () => void,
): EngineDictionaries {
  const write = (
    name: string,
    opts: WriteOptions | undefined,
    list: ListOf,
    change: (l: KeyedList<never>) => void,
  ) => {
    bump()
    for (const entry of targets(registry, name, opts)) {
      change(list(entry) as KeyedList<never>)
      registry.touch(entry)
    }
  }
  const synonymsOf = (e: IndexEntry) => e.synonyms
  const rulesOf = (e: IndexEntry) => e.rules
  return {
    saveSynonyms(name, hits, opts) {
      checkIDs(hits, 'Synonym')
      registry.ensure(name)
      write(name, opts, synonymsOf, (l) => l.save(hits as never[], opts?.replaceExisting === true))
    },
    getSynonym: (name, id) => registry.require(name).synonyms.get(id),
    deleteSynonym(name, id, opts) {
      // Not in the index: nothing is deleted, not even from its replicas (the answer is a 404).
      if (registry.require(name).synonyms.get(id) === undefined) return false
      write(name, opts, synonymsOf, (l) => l.delete(id))
      return true
    },
    clearSynonyms: (name, opts) => write(name, opts, synonymsOf, (l) => l.clear()),
    searchSynonyms: (name, params) =>
      searchSynonyms(registry.require(name).synonyms.list(), params),
    saveRules(name, rules, opts) {
      checkIDs(rules, 'Rule')
      registry.ensure(name)
      write(name, opts, rulesOf, (l) => l.save(rules as never[], opts?.replaceExisting === true))
    },
    getRule: (name, id) => registry.require(name).rules.get(id),
    deleteRule(name, id, opts) {
      // Not in the index: nothing is deleted, not even from its replicas (the answer is a 404).
      if (registry.require(name).rules.get(id) === undefined) return false
      write(name, opts, rulesOf, (l) => l.delete(id))
      return true
    },
    clearRules: (name, opts) => write(name, opts, rulesOf, (l) => l.clear()),
    searchRules: (name, params) => searchRules(registry.require(name).rules.list(), params),
  }
}
