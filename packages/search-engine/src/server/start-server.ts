import { resolveConfig, type ServerConfig } from '../config'
import { createEngine } from '../core/engine'
import type { Engine } from '../core/types'
import { seedDemo, type SeedDemoResult } from '../demo/seed'
import { withDataDirKeys } from '../storage/data-dir-keys'
import { updateLockUrl } from '../storage/data-dir-lock'
import { openStore, type Store } from '../storage/file-store'
import { createApp, type App } from './app'
import { listen, type Listening } from './listen'
import { INDEX_FILE_SIZE_KEY, type IndexFileSize } from './routes/indices'
import { getValidators } from './spec/validators'

// Compiles the request validators and builds each index's search structures before the first
// request, so that the storefront's first page is not the one paying for it.
function warmUp(engine: Engine): void {
  const validators = getValidators()
  validators.schema('searchParamsObject')
  validators.schema('indexSettings', 'setting')
  for (const { name } of engine.listIndices()) {
    try {
      engine.search(name, { query: '', hitsPerPage: 1 })
    } catch {
      // An index that cannot be searched answers the error to its first request instead.
    }
  }
}

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** Configuration; fields left out come from the environment and the defaults. */
  config?: Partial<ServerConfig>
  /** Seed the demo catalogue when the data directory holds no index. @default false */
  seedIfEmpty?: boolean
  /** Number of demo products when seeding. @default 5000 */
  seedCount?: number
  /** Engine to serve. @default createEngine() */
  engine?: Engine
  /** Called with unexpected errors (answered as 500). @default console.error */
  onError?: (error: unknown) => void
}

/** A running local server. */
export interface RunningServer extends Listening {
  app: App
  /** The served engine (writes through it are persisted). */
  engine: Engine
  store: Store
  config: ServerConfig
  /** What was seeded at start, if anything. */
  seeded?: SeedDemoResult
}

/**
 * Opens the data directory, optionally seeds the demo catalogue, and serves the Algolia-compatible
 * API on `host:port`. `close()` stops accepting requests, runs the app's close hooks and saves
 * every pending change.
 * @example
 * const server = await startServer({ config: { port: 0, dataDir: '/tmp/vitrine' }, seedIfEmpty: true })
 * console.log(server.url)
 * await server.close()
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  // Keys not given (VITRINE_ADMIN_KEY / VITRINE_SEARCH_KEY) are the data directory's own.
  const config: ServerConfig = withDataDirKeys({ ...resolveConfig(), ...options.config })
  const store = await openStore({
    dataDir: config.dataDir,
    engine: options.engine ?? createEngine(),
    debounceMs: config.persistDebounceMs,
  })
  let app: App | undefined
  try {
    let seeded: SeedDemoResult | undefined
    if (options.seedIfEmpty && store.engine.listIndices().length === 0) {
      seeded = await seedDemo({
        engine: store.engine,
        dataDir: config.dataDir,
        ...(options.seedCount !== undefined && { count: options.seedCount }),
      })
      await store.flush()
    }
    app = createApp({
      engine: store.engine,
      config,
      durability: store,
      ...(options.onError && { onError: options.onError }),
    })
    app.scope.get<IndexFileSize>(INDEX_FILE_SIZE_KEY, () => store.fileSize)
    await app.ready
    warmUp(store.engine)
    const listening = await listen(app, {
      host: config.host,
      port: config.port,
      idleTimeoutMs: config.idleTimeoutMs,
      maxConnections: config.maxConnections,
      maxConnectionsPerAddress: config.maxConnectionsPerAddress,
    })
    updateLockUrl(config.dataDir, listening.url)
    const served = app
    return {
      ...listening,
      app: served,
      engine: store.engine,
      store,
      config,
      ...(seeded && { seeded }),
      async close() {
        try {
          await listening.close()
          await served.close()
        } finally {
          await store.close()
        }
      },
    }
  } catch (error) {
    await app?.close().catch(() => undefined)
    await store.close()
    throw error
  }
}
