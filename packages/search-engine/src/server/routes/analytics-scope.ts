import { openAnalytics, type AnalyticsRuntime } from '../../analytics/analytics-runtime'
import { recommenderRuntime } from '../../recommend/runtime-scope'
import type { SearchParams, SearchResponse } from '../../core/types'
import type { AppScope } from '../app-scope'
import type { AppSetup } from '../types'

const SCOPE_KEY = 'vitrine.analytics'

interface Holder {
  runtime: AnalyticsRuntime | undefined
}

const holder = (scope: AppScope) => scope.get<Holder>(SCOPE_KEY, () => ({ runtime: undefined }))

/** The app's analytics, when its set-up hook ran (apps built without it record nothing). */
export function analyticsOf(scope: AppScope): AnalyticsRuntime | undefined {
  return holder(scope).runtime
}

/** The search routes' recording hook: one call per answered search. */
export function searchRecorder(
  scope: AppScope,
):
  | ((index: string, params: SearchParams, response: SearchResponse, userToken?: string) => void)
  | undefined {
  const runtime = holder(scope).runtime
  return runtime ? runtime.record : undefined
}

/**
 * Opens `<dataDir>/analytics` once per app, joined to the insights event log, and closes it
 * (writing pending searches) with the app.
 */
export const analyticsSetup: AppSetup = async (init) => {
  const events = await recommenderRuntime(init)
  const runtime = await openAnalytics({
    dataDir: init.dataDir,
    events: events.log,
    searchLogMaxBytes: init.config.searchLogMaxBytes,
  })
  holder(init.scope).runtime = runtime
  init.scope.onClose(() => runtime.close())
}
