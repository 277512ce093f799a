import type { ServerConfig } from '../config'
import type { Slicer } from '../core/steps'
import type { Engine } from '../core/types'
import type { AppScope } from './app-scope'
import type { SecuredKey } from './secured-key'
import type { TaskClock } from './task-clock'

/** Which of the configured keys the caller used. */
export type KeyKind = 'admin' | 'search'

/**
 * Access-control list name, as in the spec's `x-acl` (`search`, `browse`, `addObject`,
 * `deleteObject`, `deleteIndex`, `settings`, `editSettings`, `listIndexes`...).
 */
export type Acl = string

/** HTTP methods the router dispatches on. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Everything a route handler receives. */
export interface RouteContext {
  /** Request method. */
  method: HttpMethod
  /** Path parameters, percent-decoded (`:indexName` → `params.indexName`). */
  params: Record<string, string>
  /** Query-string parameters, percent-decoded (names as sent). */
  query: ReadonlyMap<string, string>
  /** Request header by lower-case name. */
  header(name: string): string | undefined
  /** Parsed JSON body; `undefined` when the request had none. */
  body: unknown
  /** Raw body bytes (empty when none), for routes that need them. */
  rawBody: Uint8Array
  /** The engine (writes through it are persisted). */
  engine: Engine
  /** Directory for persisted data; route modules may keep their files in a sub-directory. */
  dataDir: string
  /** Server configuration. */
  config: ServerConfig
  /** Which key authenticated the call (a secured key counts as its parent, the search key). */
  keyKind: KeyKind
  /** The secured key's restrictions, when the call used one (see `params/secured-params.ts`). */
  secured?: SecuredKey
  /** Issues task IDs and timestamps for write responses. */
  tasks: TaskClock
  /** Per-app state and shutdown hooks shared by route modules. */
  scope: AppScope
  /**
   * This request's time slices: long work pauses when one is spent (`if (slicer.due()) await
   * slicer.pause()`), letting other requests run first (see `slice-lane.ts`).
   */
  slicer: Slicer
  /** Whether the client closed its connection (the answer can no longer reach it). */
  clientGone(): boolean
}

/** What a handler returns: a JSON body and its status (200 unless told). */
export interface RouteResult {
  status?: number
  body: unknown
  headers?: Record<string, string>
}

/** How a route answers bad credentials (Insights uses 401 "Invalid credentials"). */
export interface AuthFailure {
  status: number
  message: string
}

/** One endpoint of the HTTP API. */
export interface Route {
  method: HttpMethod
  /** Path with `:name` parameters; `*` is a literal segment (as in `/1/indexes/*\/queries`). */
  pattern: string
  /** ACL the key needs; the admin key has them all, the search-only key only `search`. */
  acl: Acl
  /** Largest body accepted for this route, in bytes (defaults to the server's limit). */
  maxBodyBytes?: number
  /** Whether a secured API key may call this route (its handler applies the restrictions). */
  securedKeys?: boolean
  /** Status and message for missing or wrong credentials. @default 403 Algolia's message */
  authFailure?: AuthFailure
  handler(ctx: RouteContext): RouteResult | Promise<RouteResult>
}

/**
 * A hook run once when an app is created, before it serves requests (for example to load saved
 * events and install a personalizer). It may register shutdown work with `scope.onClose`.
 */
export type AppSetup = (init: {
  engine: Engine
  dataDir: string
  config: ServerConfig
  scope: AppScope
}) => void | Promise<void>
