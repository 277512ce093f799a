import { readFile } from 'node:fs/promises'
import type { IndexSettings, Rule, SynonymHit } from '../core/types'
import { checkImportSettings } from './check-settings'

/** Settings to import with a catalogue: the index's, its replicas', its synonyms and rules. */
export interface ImportSettings {
  settings: IndexSettings
  replicas: Array<{ name: string; settings: IndexSettings }>
  /** Replace the index's synonyms (forwarded to its replicas). */
  synonyms?: SynonymHit[]
  /** Replace the index's query rules (forwarded to its replicas). */
  rules?: Rule[]
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

const BUNDLE_KEYS = new Set(['settings', 'replicas', 'synonyms', 'rules'])

function isSynonym(item: unknown): item is SynonymHit {
  return isObject(item) && typeof item.objectID === 'string' && typeof item.type === 'string'
}

function isRule(item: unknown): item is Rule {
  return isObject(item) && typeof item.objectID === 'string' && isObject(item.consequence)
}

/** An Algolia export: an array of synonyms or an array of rules (the dashboard's JSON). */
function fromExport(items: unknown[]): ImportSettings {
  if (items.every(isSynonym)) return { settings: {}, replicas: [], synonyms: items }
  if (items.every(isRule)) return { settings: {}, replicas: [], rules: items }
  throw new Error(
    'settings file: an array must hold only synonyms ({ objectID, type, ... }) or only rules ({ objectID, consequence, ... })',
  )
}

function listOf<T>(value: unknown, check: (item: unknown) => item is T, what: string): T[] {
  if (!Array.isArray(value) || !value.every(check)) {
    throw new Error(`settings file: "${what}" must be an array of Algolia ${what}`)
  }
  return value
}

/**
 * Interprets a settings file: plain Algolia index settings; `{ settings, replicas: [{ name,
 * settings }], synonyms, rules }` (the shape `generateCatalog` returns, plus dictionaries); or an
 * Algolia export of synonyms or of rules (a JSON array, or one JSON object per line).
 */
export function toImportSettings(value: unknown): ImportSettings {
  if (Array.isArray(value)) return fromExport(value)
  if (!isObject(value)) throw new Error('settings file: expected a JSON object or array')
  const bundled = isObject(value.settings) && Object.keys(value).every((k) => BUNDLE_KEYS.has(k))
  if (!bundled) return { settings: value as IndexSettings, replicas: [] }
  const replicas = value.replicas ?? []
  if (
    !Array.isArray(replicas) ||
    !replicas.every((r) => isObject(r) && typeof r.name === 'string' && isObject(r.settings))
  ) {
    throw new Error('settings file: "replicas" must be an array of { name, settings }')
  }
  const out: ImportSettings = {
    settings: value.settings as IndexSettings,
    replicas: replicas as ImportSettings['replicas'],
  }
  if (value.synonyms !== undefined) out.synonyms = listOf(value.synonyms, isSynonym, 'synonyms')
  if (value.rules !== undefined) out.rules = listOf(value.rules, isRule, 'rules')
  return out
}

/** Several settings files in order: later settings win, dictionaries add up. */
export function mergeImportSettings(parts: ImportSettings[]): ImportSettings {
  const out: ImportSettings = { settings: {}, replicas: [] }
  for (const part of parts) {
    out.settings = { ...out.settings, ...part.settings }
    out.replicas.push(...part.replicas)
    if (part.synonyms) out.synonyms = [...(out.synonyms ?? []), ...part.synonyms]
    if (part.rules) out.rules = [...(out.rules ?? []), ...part.rules]
  }
  return out
}

function parseJsonOrLines(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    const lines = text.split('\n').filter((line) => line.trim() !== '')
    if (lines.length < 2) throw error
    return lines.map((line) => JSON.parse(line) as unknown)
  }
}

/**
 * Reads and interprets a settings file, and checks it as the HTTP routes check what they store
 * (check-settings.ts): an Error names the file and the item refused.
 */
export async function readSettingsFile(path: string): Promise<ImportSettings> {
  let value: unknown
  try {
    value = parseJsonOrLines(await readFile(path, 'utf8'))
  } catch (error) {
    throw new Error(`settings file ${path}: ${(error as Error).message}`, { cause: error })
  }
  let settings: ImportSettings
  try {
    settings = toImportSettings(value)
  } catch (error) {
    const message = (error as Error).message.replace(/^settings file: /, '')
    throw new Error(`settings file ${path}: ${message}`, { cause: error })
  }
  return checkImportSettings(settings, `settings file ${path}`)
}
