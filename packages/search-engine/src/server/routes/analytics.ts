import * as api from '../../analytics/analytics-api'
import type { AnalyticsStore } from '../../analytics/analytics-store'
import { HttpError } from '../http-error'
import type { Route, RouteContext } from '../types'
import { analyticsOf } from './analytics-scope'
import { indexParam, readAnalyticsQuery, refuseSearchParam } from './analytics-params'
import { json } from './route-helpers'

async function storeOf(ctx: RouteContext): Promise<AnalyticsStore> {
  const runtime = analyticsOf(ctx.scope)
  if (!runtime) throw new HttpError(404, 'Analytics are not enabled on this server')
  await runtime.ready
  return runtime.store
}

type Report = (store: AnalyticsStore, q: api.AnalyticsQuery, ctx: RouteContext) => unknown

function report(pattern: string, build: Report): Route {
  return {
    method: 'GET',
    pattern,
    acl: 'analytics',
    async handler(ctx) {
      const q = readAnalyticsQuery(ctx)
      refuseSearchParam(ctx)
      return json(build(await storeOf(ctx), q, ctx))
    },
  }
}

/**
 * The Analytics API (v2) reports a shop uses, with Algolia's paths, parameters and response
 * shapes. Admin key only (the `analytics` ACL).
 */
export const analyticsRoutes: Route[] = [
  report('/2/searches', api.topSearches),
  report('/2/searches/count', api.searchesCount),
  report('/2/searches/noResults', api.searchesNoResults),
  report('/2/searches/noClicks', api.searchesNoClicks),
  report('/2/searches/noResultRate', api.noResultsRate),
  report('/2/searches/noClickRate', api.noClickRate),
  report('/2/clicks/clickThroughRate', api.clickThroughRate),
  report('/2/clicks/averageClickPosition', api.averageClickPosition),
  report('/2/clicks/positions', api.clickPositionsReport),
  report('/2/conversions/conversionRate', api.conversionRate),
  report('/2/conversions/addToCartRate', api.addToCartRate),
  report('/2/conversions/purchaseRate', api.purchaseRate),
  report('/2/conversions/revenue', api.revenue),
  report('/2/countries', api.topCountries),
  report('/2/hits', api.topHits),
  report('/2/filters', api.topFilterAttributes),
  report('/2/filters/:attribute', (store, q, ctx) =>
    api.topFilterValues(store, q, ctx.params.attribute!),
  ),
  // Without `search` (refused: see refuseSearchParam) the spec's answer is `values: null`.
  report('/2/filters/noResults', () => ({ values: null })),
  report('/2/users/count', api.usersCount),
  {
    method: 'GET',
    pattern: '/2/status',
    acl: 'analytics',
    async handler(ctx) {
      const index = indexParam(ctx)
      return json(api.analyticsStatus(await storeOf(ctx), index))
    },
  },
]
