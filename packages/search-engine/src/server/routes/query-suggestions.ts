import { ConfigInvalid, readConfig, type SuggestionsConfig } from '../../query-suggestions/config'
import { targetConflict } from '../../query-suggestions/target-index'
import {
  openSuggestions,
  type SuggestionsService,
} from '../../query-suggestions/suggestions-service'
import type { AppScope } from '../app-scope'
import { HttpError } from '../http-error'
import type { AppSetup, Route, RouteContext } from '../types'
import { analyticsOf } from './analytics-scope'
import { json } from './route-helpers'

const SCOPE_KEY = 'vitrine.querySuggestions'
const holder = (scope: AppScope) =>
  scope.get<{ service: SuggestionsService | undefined }>(SCOPE_KEY, () => ({ service: undefined }))

/** Opens the Query Suggestions configurations once per app (after the analytics). */
export const suggestionsSetup: AppSetup = async (init) => {
  const analytics = analyticsOf(init.scope)
  if (!analytics) return
  const service = await openSuggestions({
    engine: init.engine,
    dataDir: init.dataDir,
    analytics: async () => {
      await analytics.ready
      return analytics.store
    },
  })
  holder(init.scope).service = service
  init.scope.onClose(() => service.close())
}

function serviceOf(ctx: RouteContext): SuggestionsService {
  const service = holder(ctx.scope).service
  if (!service) throw new HttpError(404, 'Query Suggestions are not enabled on this server')
  return service
}

function notFound(): never {
  throw new HttpError(404, 'Not Found')
}

function parse(body: unknown, indexName?: string): SuggestionsConfig {
  try {
    return readConfig(body, indexName)
  } catch (error) {
    if (error instanceof ConfigInvalid) throw new HttpError(400, error.message)
    throw error
  }
}

/** A 400 when a build of `config` would overwrite an index that is not its own. */
function checkTarget(ctx: RouteContext, config: SuggestionsConfig, builtByConfig: boolean): void {
  const conflict = targetConflict(ctx.engine, config, builtByConfig)
  if (conflict) throw new HttpError(400, conflict)
}

const ok = (message: string) => json({ status: 200, message })

/**
 * The Query Suggestions API's configuration routes (`/1/configs`, `/1/logs`), with its paths
 * and response shapes; `settings` ACL to read, `editSettings` to write (admin key only).
 */
export const suggestionsRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/1/configs',
    acl: 'settings',
    handler: (ctx) =>
      json(
        serviceOf(ctx)
          .list()
          .map((config) => ({ appID: ctx.config.appId, ...config })),
      ),
  },
  {
    method: 'POST',
    pattern: '/1/configs',
    acl: 'editSettings',
    async handler(ctx) {
      const service = serviceOf(ctx)
      const config = parse(ctx.body)
      if (service.get(config.indexName)) {
        throw new HttpError(422, `Configuration already exists for index: ${config.indexName}`)
      }
      checkTarget(ctx, config, false)
      await service.save(config)
      return ok('Configuration was created, and a new indexing job has been scheduled.')
    },
  },
  {
    method: 'GET',
    pattern: '/1/configs/:indexName',
    acl: 'settings',
    handler(ctx) {
      const config = serviceOf(ctx).get(ctx.params.indexName!) ?? notFound()
      return json({ appID: ctx.config.appId, ...config })
    },
  },
  {
    method: 'PUT',
    pattern: '/1/configs/:indexName',
    acl: 'editSettings',
    async handler(ctx) {
      const service = serviceOf(ctx)
      const indexName = ctx.params.indexName!
      if (!service.get(indexName)) notFound()
      const config = parse(ctx.body, indexName)
      checkTarget(ctx, config, true)
      await service.save(config)
      return ok('Configuration was updated, and a new indexing job has been scheduled.')
    },
  },
  {
    method: 'DELETE',
    pattern: '/1/configs/:indexName',
    acl: 'editSettings',
    async handler(ctx) {
      if (!(await serviceOf(ctx).remove(ctx.params.indexName!))) notFound()
      return ok('Configuration was deleted with success.')
    },
  },
  {
    method: 'GET',
    pattern: '/1/configs/:indexName/status',
    acl: 'settings',
    handler: (ctx) => json(serviceOf(ctx).status(ctx.params.indexName!) ?? notFound()),
  },
  {
    // The spec's `getLogFile` answers one log entry (an object, not a list): the last line of
    // the latest build, its outcome ("built N suggestions" or the error that stopped it).
    method: 'GET',
    pattern: '/1/logs/:indexName',
    acl: 'settings',
    handler: (ctx) => json(serviceOf(ctx).logs(ctx.params.indexName!)?.at(-1) ?? notFound()),
  },
]
