import type { ServerConfig } from '../config'
import { resolveConfig } from '../config'
import { EngineError } from '../core/errors'
import type { Engine } from '../core/types'
import { createAppScope, type AppScope } from './app-scope'
import { authenticate, hasAcl, readCredentials } from './auth'
import { authenticateSecured } from './secured-auth'
import type { SecuredKey } from './secured-key'
import { parseJsonBody } from './body'
import { randomKey } from '../storage/data-dir-keys'
import { corsHeaders, originAllowed, parseOrigins, preflightHeaders, type CorsPolicy } from './cors'
import { ERROR_MESSAGES, HttpError, errorBody, isDiskFull } from './http-error'
import { LIMITS } from './limits'
import { parseUrlEncoded } from './params/url-encoded'
import { responseJson, responseJsonSliced } from './response-json'
import { createIndexPreparer } from './index-preparer'
import { createRouter } from './router'
import { createSliceLane, type RequestSlicer } from './slice-lane'
import type { Slicer } from '../core/steps'
import { appSetups, routeTables } from './routes'
import { createTaskClock, type TaskClock } from './task-clock'
import type { AppSetup, HttpMethod, Route, RouteContext } from './types'

/** A transport-neutral request: the Node adapter and `fetch` both produce one. */
export interface IncomingCall {
  method: string
  /** Path and query string, still percent-encoded. */
  url: string
  header(name: string): string | undefined
  /** The client's IP address, for a secured key's `restrictSources` (none: such keys refused). */
  remoteAddress?: string
  /** Reads the whole body; throws a 413 {@link HttpError} past `limit` bytes. */
  readBody(limit: number): Promise<Uint8Array>
  /** Whether the client closed its connection (none: never known to). */
  clientGone?(): boolean
}

/** A response ready to be written by a transport. */
export interface OutgoingResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** Options of {@link createApp}. */
export interface AppOptions {
  /** The engine to serve (see `createEngine`; wrap it with `openStore` to persist writes). */
  engine: Engine
  /** Configuration; fields left out come from {@link resolveConfig}. */
  config?: Partial<ServerConfig>
  /** Routes to serve. @default every route of the registry (src/server/routes/index.ts) */
  routes?: readonly Route[]
  /** Start-up hooks. @default the registry's `appSetups` */
  setups?: readonly AppSetup[]
  /** Task clock, to share task IDs between apps. @default a new clock */
  tasks?: TaskClock
  /** Called with unexpected errors (answered as 500). @default console.error */
  onError?: (error: unknown) => void
  /**
   * Where writes become durable (the store's write-ahead log): a request that wrote is answered,
   * and its task published, only once its writes are on disk. @default none (in-memory engine)
   */
  durability?: Durability
}

/** Tells whether a request wrote, and waits until its writes are on disk. */
export interface Durability {
  writeCount(): number
  durable(): Promise<void>
}

/** The HTTP application: a request handler over an engine, without any socket. */
export interface App {
  /** Handles a WHATWG `Request` (tests call this directly, hono-style). */
  fetch(request: Request): Promise<Response>
  /** Handles a transport-neutral call (used by the Node server). */
  handle(call: IncomingCall): Promise<OutgoingResponse>
  /** Resolves once the start-up hooks have run. */
  readonly ready: Promise<void>
  readonly engine: Engine
  readonly config: ServerConfig
  /** Per-app state shared by route modules. */
  readonly scope: AppScope
  /** Registers work to run on {@link App.close} (flushing files, for example). */
  onClose(hook: () => void | Promise<void>): void
  /** Runs the close hooks. */
  close(): Promise<void>
  /**
   * Resolves once every index is prepared for the engine's current version: the background work
   * that follows writes (see `Engine.prepare`), done once the engine has been quiet a moment.
   */
  prepared(): Promise<void>
}

const JSON_TYPE = 'application/json; charset=utf-8'
const PUBLIC: CorsPolicy = { kind: 'public' }
const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE'])

/**
 * Creates the Algolia-compatible HTTP application.
 * @example
 * const app = createApp({ engine: createEngine(), config: { dataDir: '/tmp/vitrine' } })
 * const res = await app.fetch(new Request('http://local/1/indexes', { headers }))
 */
export function createApp(options: AppOptions): App {
  const given: ServerConfig = { ...resolveConfig(), ...options.config }
  // Keys left empty (no data directory to hold generated ones) are random: nobody can use them.
  const config: ServerConfig = {
    ...given,
    adminKey: given.adminKey || randomKey(),
    searchKey: given.searchKey || randomKey(),
  }
  const restricted: CorsPolicy = { kind: 'restricted', allowed: parseOrigins(config.corsOrigin) }
  const policyOf = (route: Route | undefined): CorsPolicy =>
    route === undefined || route.acl === 'search' ? PUBLIC : restricted
  const engine = options.engine
  const scope = createAppScope()
  const tasks = options.tasks ?? createTaskClock()
  const router = createRouter(options.routes ?? routeTables.flat())
  const lane = createSliceLane()
  const preparer = createIndexPreparer(engine, () => lane.waiting > 0)
  scope.onClose(() => preparer.stop())
  const onError = options.onError ?? ((error: unknown) => console.error(error))
  const setups = options.setups ?? appSetups
  const ready = (async () => {
    for (const setup of setups) await setup({ engine, dataDir: config.dataDir, config, scope })
  })()
  // Surface set-up failures on the first request rather than as an unhandled rejection.
  ready.catch(() => undefined)

  const respond = (
    status: number,
    body: unknown,
    cors: Record<string, string>,
    extra?: Record<string, string>,
  ): OutgoingResponse => ({
    status,
    headers: { 'content-type': JSON_TYPE, ...cors, ...extra },
    body: responseJson(body),
  })

  const failure = (error: unknown, cors: Record<string, string>): OutgoingResponse => {
    if (error instanceof HttpError || error instanceof EngineError) {
      const status = error.status >= 400 && error.status < 600 ? error.status : 500
      return respond(status, errorBody(status, error.message), cors)
    }
    onError(error)
    if (isDiskFull(error)) return respond(507, errorBody(507, ERROR_MESSAGES.DISK_FULL), cors)
    return respond(500, errorBody(500, ERROR_MESSAGES.INTERNAL), cors)
  }

  async function handle(call: IncomingCall): Promise<OutgoingResponse> {
    // The request's slices start once its body is read: waiting for bytes costs no CPU.
    const started: { slicer?: RequestSlicer } = {}
    try {
      return await answer(call, () => (started.slicer = lane.slicer()))
    } finally {
      started.slicer?.end()
      preparer.poke()
    }
  }

  async function answer(call: IncomingCall, slices: () => Slicer): Promise<OutgoingResponse> {
    const origin = call.header('origin')
    let cors = corsHeaders(PUBLIC, origin)
    try {
      const requested = call.method.toUpperCase()
      // HEAD is answered as GET; the transport leaves the body out.
      const method = requested === 'HEAD' ? 'GET' : requested
      const queryAt = call.url.indexOf('?')
      const rawPath = queryAt === -1 ? call.url : call.url.slice(0, queryAt)
      if (method === 'OPTIONS') {
        const wanted = (call.header('access-control-request-method') ?? 'GET').toUpperCase()
        const target = router.match(wanted, rawPath)
        const policy = policyOf(target.kind === 'found' ? target.route : undefined)
        return {
          status: 204,
          headers: preflightHeaders(policy, origin, call.header('access-control-request-headers')),
          body: '',
        }
      }
      const match = router.match(method, rawPath)
      if (match.kind === 'not-found') throw new HttpError(404, ERROR_MESSAGES.NOT_FOUND)
      if (match.kind === 'wrong-method' || !METHODS.has(method)) {
        const allowed = match.kind === 'wrong-method' ? match.allowed.join(', ') : ''
        return respond(405, errorBody(405, ERROR_MESSAGES.METHOD_NOT_ALLOWED), cors, {
          allow: `${allowed}${allowed ? ', ' : ''}OPTIONS`,
        })
      }
      const { route, params } = match
      const policy = policyOf(route)
      cors = corsHeaders(policy, origin)
      // A browser page from another origin may not even trigger an admin-key route (a simple
      // cross-site POST needs no preflight: refusing to be read is not enough).
      if (!originAllowed(policy, origin)) throw new HttpError(403, ERROR_MESSAGES.ORIGIN_DENIED)
      const query = parseUrlEncoded(queryAt === -1 ? '' : call.url.slice(queryAt + 1))
      const credentials = readCredentials(call.header, query, policy === PUBLIC)
      let keyKind = authenticate(config, credentials)
      let secured: SecuredKey | undefined
      // A secured key holds its parent's ACL (the search-only key's), on the routes that apply
      // its restrictions only; elsewhere it is refused as a search key is.
      if (!keyKind && policy === PUBLIC) {
        secured = authenticateSecured(config, credentials, call.remoteAddress)
        if (secured) {
          if (!route.securedKeys) throw new HttpError(403, ERROR_MESSAGES.ACL_DENIED)
          keyKind = 'search'
        }
      }
      if (!keyKind) {
        const { status, message } = route.authFailure ?? {
          status: 403,
          message: ERROR_MESSAGES.INVALID_CREDENTIALS,
        }
        return respond(status, errorBody(status, message), cors)
      }
      if (!hasAcl(keyKind, route.acl)) throw new HttpError(403, ERROR_MESSAGES.ACL_DENIED)
      // Search-key routes are public: their bodies (once inflated) are small by nature.
      const limit =
        route.maxBodyBytes ??
        (policy === PUBLIC
          ? Math.min(LIMITS.searchBodyBytes, config.maxBodyBytes)
          : config.maxBodyBytes)
      const rawBody = await call.readBody(limit)
      const body = parseJsonBody(rawBody, call.header('content-encoding'), limit)
      await ready
      const slicer = slices()
      const ctx: RouteContext = {
        method: method as HttpMethod,
        params,
        query,
        header: call.header,
        body,
        rawBody,
        engine,
        dataDir: config.dataDir,
        config,
        keyKind,
        ...(secured && { secured }),
        tasks,
        scope,
        slicer,
        clientGone: () => call.clientGone?.() === true,
      }
      const writesBefore = options.durability?.writeCount()
      const result = await route.handler(ctx)
      if (writesBefore !== undefined && options.durability!.writeCount() !== writesBefore) {
        await options.durability!.durable()
      }
      const status = result.status ?? 200
      return {
        status,
        headers: { 'content-type': JSON_TYPE, ...cors, ...result.headers },
        body: await responseJsonSliced(result.body, slicer),
      }
    } catch (error) {
      return failure(error, cors)
    }
  }

  async function fetch(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const header = (name: string): string | undefined => request.headers.get(name) ?? undefined
    const out = await handle({
      method: request.method,
      url: url.pathname + url.search,
      header,
      async readBody(limit) {
        const declared = Number(header('content-length'))
        if (declared > limit) throw new HttpError(413, ERROR_MESSAGES.BODY_TOO_LARGE)
        const bytes = new Uint8Array(await request.arrayBuffer())
        if (bytes.length > limit) throw new HttpError(413, ERROR_MESSAGES.BODY_TOO_LARGE)
        return bytes
      },
    })
    const bodyless = out.status === 204 || request.method === 'HEAD'
    return new Response(bodyless ? null : out.body, {
      status: out.status,
      headers: out.headers,
    })
  }

  return {
    fetch,
    handle,
    ready,
    engine,
    config,
    scope,
    onClose: (hook) => scope.onClose(hook),
    close: () => scope.close(),
    prepared: () => preparer.idle(),
  }
}
