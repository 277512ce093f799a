import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** File holding a data directory's generated keys (mode 0600). */
export const KEYS_FILE = 'keys.json'

/** The keys of a data directory. */
export interface DataDirKeys {
  adminKey: string
  searchKey: string
}

/** A new random API key: 32 hexadecimal characters, as Algolia's. */
export function randomKey(): string {
  return randomBytes(16).toString('hex')
}

function isKeys(value: unknown): value is DataDirKeys {
  const keys = value as DataDirKeys | null
  return (
    typeof keys?.adminKey === 'string' &&
    keys.adminKey.length >= 16 &&
    typeof keys.searchKey === 'string' &&
    keys.searchKey.length >= 16 &&
    keys.adminKey !== keys.searchKey
  )
}

function readKeys(path: string): DataDirKeys {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown
  if (!isKeys(parsed)) {
    throw new Error(
      `${path} does not hold an adminKey and a searchKey; delete it to generate new keys`,
    )
  }
  // Only the owner may read the admin key, whoever created the file.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600)
  return { adminKey: parsed.adminKey, searchKey: parsed.searchKey }
}

/**
 * The keys of a data directory: read from its `keys.json`, or generated at random and stored there
 * (file mode 0600) on first use, so that no two installations share a key and no key is published.
 */
export function loadOrCreateKeys(dataDir: string): DataDirKeys {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, KEYS_FILE)
  try {
    return readKeys(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const keys: DataDirKeys = { adminKey: randomKey(), searchKey: randomKey() }
  try {
    // `wx`: when two processes start at once, the second reads the first one's keys.
    writeFileSync(path, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600, flag: 'wx' })
    return keys
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return readKeys(path)
  }
}

/**
 * Fills the keys a configuration leaves empty (no `VITRINE_ADMIN_KEY` / `VITRINE_SEARCH_KEY`) with
 * the data directory's generated ones.
 */
export function withDataDirKeys<T extends DataDirKeys & { dataDir: string }>(config: T): T {
  if (config.adminKey && config.searchKey) return config
  const stored = loadOrCreateKeys(config.dataDir)
  return {
    ...config,
    adminKey: config.adminKey || stored.adminKey,
    searchKey: config.searchKey || stored.searchKey,
  }
}
