import { HttpError } from '../server/http-error'
import { checkRule, checkSettings, checkSynonymsBody } from '../server/write-checks'
import type { ImportSettings } from './settings-file'

function idOf(item: unknown): string {
  const id = (item as { objectID?: unknown } | null)?.objectID
  return typeof id === 'string' ? ` (objectID ${JSON.stringify(id)})` : ''
}

/** Runs `check`, reporting what it refuses as `<source>: <item>: <message>`. */
function checked<T>(source: string, item: string | undefined, check: () => T): T {
  try {
    return check()
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    const where = item === undefined ? source : `${source}: ${item}`
    throw new Error(`${where}: ${error.message}`, { cause: error })
  }
}

/**
 * Applies to imported settings, replicas' settings, synonyms and rules the checks their HTTP
 * routes apply (server/write-checks.ts), so an import writing to the data directory stores
 * nothing setSettings, saveSynonyms or saveRules would refuse (an index's userData past 32 kB, a
 * rule's past 1 kB, a consequence filter no search can run, a synonym phrase of 65 words...).
 * Throws an Error naming `source` (the settings file) and the item; returns the settings with
 * rules in the shape saveRules stores (older shapes normalised, as the route does).
 */
export function checkImportSettings(settings: ImportSettings, source: string): ImportSettings {
  const out: ImportSettings = {
    ...settings,
    settings: checked(source, 'settings', () =>
      checkSettings(settings.settings as Record<string, unknown>),
    ),
    replicas: settings.replicas.map((replica, i) => ({
      name: replica.name,
      settings: checked(source, `replicas[${i}] (${JSON.stringify(replica.name)}) settings`, () =>
        checkSettings(replica.settings as Record<string, unknown>),
      ),
    })),
  }
  if (settings.synonyms) {
    for (const [i, synonym] of settings.synonyms.entries()) {
      checked(source, `synonyms[${i}]${idOf(synonym)}`, () =>
        checkSynonymsBody('saveSynonym', synonym, out.settings),
      )
    }
  }
  if (settings.rules) {
    out.rules = settings.rules.map((rule, i) =>
      checked(source, undefined, () => checkRule(rule, `rules[${i}]${idOf(rule)}`)),
    )
  }
  return out
}
