import { readFile } from 'node:fs/promises'
import type { IndexSettings } from '../core/types'

/** Settings to import with a catalogue: the index's, and those of its replicas. */
export interface ImportSettings {
  settings: IndexSettings
  replicas: Array<{ name: string; settings: IndexSettings }>
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/**
 * Interprets a settings file: either plain Algolia index settings, or
 * `{ settings, replicas: [{ name, settings }] }` (the shape `generateCatalog` returns).
 */
export function toImportSettings(value: unknown): ImportSettings {
  if (!isObject(value)) throw new Error('settings file: expected a JSON object')
  const bundled =
    isObject(value.settings) &&
    Object.keys(value).every((k) => k === 'settings' || k === 'replicas')
  if (!bundled) return { settings: value as IndexSettings, replicas: [] }
  const replicas = value.replicas ?? []
  if (
    !Array.isArray(replicas) ||
    !replicas.every((r) => isObject(r) && typeof r.name === 'string' && isObject(r.settings))
  ) {
    throw new Error('settings file: "replicas" must be an array of { name, settings }')
  }
  return {
    settings: value.settings as IndexSettings,
    replicas: replicas as ImportSettings['replicas'],
  }
}

/** Reads and interprets a settings file. */
export async function readSettingsFile(path: string): Promise<ImportSettings> {
  let value: unknown
  try {
    value = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new Error(`settings file ${path}: ${(error as Error).message}`, { cause: error })
  }
  return toImportSettings(value)
}
