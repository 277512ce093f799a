export { createEngine } from './core/engine'
export { EngineError } from './core/errors'
export type {
  Engine,
  Hit,
  IndexDump,
  IndexSettings,
  IndexSummary,
  Personalizer,
  SearchContext,
  SearchForFacetValuesResponse,
  SearchHit,
  SearchParams,
  SearchResponse,
} from './core/types'
export { seedDemo } from './demo/seed'
export type { SeedDemoOptions, SeedDemoResult } from './demo/seed'
export {
  DEFAULT_APP_ID,
  DEFAULT_CORS_ORIGINS,
  DEFAULT_PORT,
  defaultDataDir,
  findWorkspaceRoot,
  resolveConfig,
} from './config'
export type { ConfigOverrides, ConfigSources, ServerConfig } from './config'
export { createApp } from './server/app'
export type { App, AppOptions, IncomingCall, OutgoingResponse } from './server/app'
export { HttpError } from './server/http-error'
export { startServer } from './server/start-server'
export type { RunningServer, StartServerOptions } from './server/start-server'
export type { AppScope } from './server/app-scope'
export type { AppSetup, Route, RouteContext, RouteResult } from './server/types'
export { openStore } from './storage/file-store'
export { KEYS_FILE, loadOrCreateKeys, withDataDirKeys } from './storage/data-dir-keys'
export type { DataDirKeys } from './storage/data-dir-keys'
export type { Store, StoreOptions } from './storage/file-store'
export { importCatalog } from './import/import-catalog'
export type { ImportCatalogOptions, ImportReport, RejectedRecord } from './import/import-catalog'
export { createLocalTarget } from './import/local-target'
export { createAlgoliaTarget } from './import/algolia-target'
export { createAlgoliaClient, algoliaFromEnv } from './import/algolia-client'
export type { ImportTarget, ImportMode } from './import/import-target'
