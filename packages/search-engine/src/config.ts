import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { defaultMaxConnections, openFilesLimit } from './server/connection-limits'

/** Everything the server, the CLI and the importer need to know about their environment. */
export interface ServerConfig {
  /** Interface to bind. @default '127.0.0.1' */
  host: string
  /** TCP port; 0 picks a free one. @default 4710 */
  port: number
  /** Directory holding the persisted indices and events. @default '<repo root>/.data' */
  dataDir: string
  /** Application ID every request must carry. @default 'VITRINE' */
  appId: string
  /**
   * Key allowed to do everything. Empty: the data directory's generated key (`keys.json`, see
   * `withDataDirKeys`). @default VITRINE_ADMIN_KEY, else ''
   */
  adminKey: string
  /** Key allowed to search only. Empty: the data directory's generated key. @default VITRINE_SEARCH_KEY, else '' */
  searchKey: string
  /** Largest accepted request body, in bytes. @default 16 MiB */
  maxBodyBytes: number
  /** Largest accepted record (its JSON), in bytes, as Algolia's plan limit. @default 10 KB */
  maxRecordBytes: number
  /** Most queries accepted in one multi-query call. @default 50 */
  maxQueriesPerRequest: number
  /**
   * Origins (comma-separated, `*` for any) that browsers may call the admin-key routes from:
   * writes, settings, browse, listing. Search-key routes answer every origin.
   * @default the storefront's own, {@link DEFAULT_CORS_ORIGINS}
   */
  corsOrigin: string
  /** Delay before changed indices are written to disk, in milliseconds. @default 250 */
  persistDebounceMs: number
  /** Search responses kept by the server's response cache (0 disables it). @default 256 */
  searchCacheEntries: number
  /** A socket quiet for this long is closed, in milliseconds. @default 30000 */
  idleTimeoutMs: number
  /**
   * Open connections in all; past it new ones are closed at once (0: no cap).
   * @default VITRINE_MAX_CONNECTIONS, else the open-files limit less 512
   */
  maxConnections: number
  /**
   * Open connections from one remote address (0: no cap). Behind a proxy every client has the
   * proxy's address: raise it or set 0 there.
   * @default VITRINE_MAX_CONNECTIONS_PER_ADDRESS, else 1024
   */
  maxConnectionsPerAddress: number
  /**
   * Most bytes the insights event log keeps on disk; past it the oldest events are folded into
   * per-item counts. @default VITRINE_EVENTS_MAX_BYTES, else 2 GiB
   */
  eventLogMaxBytes: number
  /**
   * Most bytes the recorded searches (analytics) keep on disk; a day takes at most a sixteenth.
   * @default VITRINE_ANALYTICS_MAX_BYTES, else 2 GiB
   */
  searchLogMaxBytes: number
}

/** Default port of the local server. */
export const DEFAULT_PORT = 4710
/** Default application ID. */
export const DEFAULT_APP_ID = 'VITRINE'
/** Origins allowed on admin-key routes unless VITRINE_CORS_ORIGIN says otherwise: the storefront's. */
export const DEFAULT_CORS_ORIGINS = 'http://localhost:3000,http://127.0.0.1:3000'

/** Overrides coming from command-line flags; `undefined` means "not given". */
export interface ConfigOverrides {
  host?: string | undefined
  port?: number | undefined
  dataDir?: string | undefined
  maxRecordBytes?: number | undefined
}

/** Where configuration is read from; defaults to the current process. */
export interface ConfigSources {
  env?: NodeJS.ProcessEnv
  cwd?: string
}

/**
 * Finds the workspace root (the directory holding `pnpm-workspace.yaml`) from `start` upwards.
 * Returns `undefined` when there is none.
 */
export function findWorkspaceRoot(start: string): string | undefined {
  let dir = resolve(start)
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir
    const parent = dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

/** Default data directory: `.data` at the workspace root, else under `cwd`. */
export function defaultDataDir(cwd: string = process.cwd()): string {
  return join(findWorkspaceRoot(cwd) ?? resolve(cwd), '.data')
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`)
  return n
}

/**
 * Builds the configuration: flags win over environment variables, which win over defaults.
 * Throws an `Error` with a readable message for malformed numeric values.
 * @example
 * const config = resolveConfig({ port: 0, dataDir: '/tmp/vitrine' })
 */
export function resolveConfig(
  overrides: ConfigOverrides = {},
  sources: ConfigSources = {},
): ServerConfig {
  const env = sources.env ?? process.env
  const cwd = sources.cwd ?? process.cwd()
  const dataDir = overrides.dataDir ?? env.VITRINE_DATA_DIR
  return {
    host: overrides.host ?? env.VITRINE_HOST ?? '127.0.0.1',
    port: overrides.port ?? positiveInt(env.VITRINE_PORT, 'VITRINE_PORT') ?? DEFAULT_PORT,
    dataDir: dataDir ? resolve(cwd, dataDir) : defaultDataDir(cwd),
    appId: env.VITRINE_APP_ID || DEFAULT_APP_ID,
    adminKey: env.VITRINE_ADMIN_KEY || '',
    searchKey: env.VITRINE_SEARCH_KEY || '',
    maxBodyBytes:
      positiveInt(env.VITRINE_MAX_BODY_BYTES, 'VITRINE_MAX_BODY_BYTES') ?? 16 * 1024 * 1024,
    maxRecordBytes:
      overrides.maxRecordBytes ??
      positiveInt(env.VITRINE_MAX_RECORD_BYTES, 'VITRINE_MAX_RECORD_BYTES') ??
      10_000,
    maxQueriesPerRequest: 50,
    corsOrigin: env.VITRINE_CORS_ORIGIN || DEFAULT_CORS_ORIGINS,
    persistDebounceMs: 250,
    searchCacheEntries: 256,
    idleTimeoutMs: 30_000,
    maxConnections:
      positiveInt(env.VITRINE_MAX_CONNECTIONS, 'VITRINE_MAX_CONNECTIONS') ??
      defaultMaxConnections(openFilesLimit()),
    maxConnectionsPerAddress:
      positiveInt(env.VITRINE_MAX_CONNECTIONS_PER_ADDRESS, 'VITRINE_MAX_CONNECTIONS_PER_ADDRESS') ??
      1024,
    eventLogMaxBytes:
      positiveInt(env.VITRINE_EVENTS_MAX_BYTES, 'VITRINE_EVENTS_MAX_BYTES') ?? 2 * 1024 ** 3,
    searchLogMaxBytes:
      positiveInt(env.VITRINE_ANALYTICS_MAX_BYTES, 'VITRINE_ANALYTICS_MAX_BYTES') ?? 2 * 1024 ** 3,
  }
}
