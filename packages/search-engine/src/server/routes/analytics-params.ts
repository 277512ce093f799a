import type { AnalyticsQuery, OrderBy } from '../../analytics/analytics-api'
import { addDays, dayOf, isDay } from '../../analytics/day'
import { tagsPredicate } from '../../analytics/tags-filter'
import { badRequest } from '../http-error'
import type { RouteContext } from '../types'
import { queryFlag } from './route-helpers'

const ORDERS: readonly OrderBy[] = [
  'searchCount',
  'clickThroughRate',
  'conversionRate',
  'averageClickPosition',
]

function intParam(ctx: RouteContext, name: string, fallback: number, min: number, max: number) {
  const raw = ctx.query.get(name)
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) {
    throw badRequest(`Invalid value for ${name}: expected an integer from ${min} to ${max}`)
  }
  return n
}

function dayParam(ctx: RouteContext, name: string, fallback: string): string {
  const raw = ctx.query.get(name)
  if (raw === undefined || raw === '') return fallback
  if (!isDay(raw)) throw badRequest(`Invalid value for ${name}: expected a date as YYYY-MM-DD`)
  return raw
}

/** The `index` query parameter (required by every report). */
export function indexParam(ctx: RouteContext): string {
  const index = ctx.query.get('index')
  if (!index) throw badRequest('Missing required parameter: index')
  return index
}

/**
 * Reads the Analytics API's common query parameters. The range defaults to the last eight
 * days including today, as on Algolia; reports are most-frequent first unless `direction=asc`.
 */
export function readAnalyticsQuery(ctx: RouteContext, now = Date.now()): AnalyticsQuery {
  const today = dayOf(now)
  const to = dayParam(ctx, 'endDate', today)
  const from = dayParam(ctx, 'startDate', addDays(to, -7))
  if (from > to) throw badRequest('startDate must not be after endDate')
  if (addDays(from, 366) < to) throw badRequest('The date range must not exceed one year')
  const clickAnalytics = queryFlag(ctx, 'clickAnalytics', false)
  const orderBy = (ctx.query.get('orderBy') || 'searchCount') as OrderBy
  if (!ORDERS.includes(orderBy)) {
    throw badRequest(`Invalid value for orderBy: expected one of ${ORDERS.join(', ')}`)
  }
  if (orderBy !== 'searchCount' && !clickAnalytics && !queryFlag(ctx, 'revenueAnalytics', false)) {
    throw badRequest(`orderBy=${orderBy} needs clickAnalytics=true`)
  }
  const direction = ctx.query.get('direction') || 'desc'
  if (direction !== 'asc' && direction !== 'desc') {
    throw badRequest('Invalid value for direction: expected asc or desc')
  }
  const tags = tagsPredicate(ctx.query.get('tags'))
  return {
    index: indexParam(ctx),
    from,
    to,
    ...(tags && { tags }),
    limit: intParam(ctx, 'limit', 10, 0, 1000),
    offset: intParam(ctx, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
    clickAnalytics,
    revenueAnalytics: queryFlag(ctx, 'revenueAnalytics', false),
    orderBy,
    direction,
  }
}

/**
 * Refuses `search` (reports restricted to one query): the engine aggregates filters and hits
 * per day and tag set, not per query, so it cannot answer it truthfully.
 */
export function refuseSearchParam(ctx: RouteContext): void {
  if (ctx.query.get('search')) {
    throw badRequest('The search parameter is not supported by this engine for this report')
  }
}
