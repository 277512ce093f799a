import type { ServerConfig } from '../config'
import type { Engine } from '../core/types'
import type { AppScope } from '../server/app-scope'
import { openRecommender, type RecommenderRuntime } from './open-recommender'

const SCOPE_KEY = 'vitrine.recommender'

/**
 * The app's recommender runtime (event log + models), opened once per app on first use and
 * closed with the app. Both the start-up hook and the routes go through this.
 */
export function recommenderRuntime(init: {
  scope: AppScope
  engine: Engine
  dataDir: string
  /** The server's configuration (defaults when absent). */
  config?: Pick<ServerConfig, 'eventLogMaxBytes'>
}): Promise<RecommenderRuntime> {
  return init.scope.get(SCOPE_KEY, () => {
    const opening = openRecommender({
      engine: init.engine,
      dataDir: init.dataDir,
      ...(init.config && { log: { maxBytes: init.config.eventLogMaxBytes } }),
    })
    init.scope.onClose(async () => (await opening).close())
    return opening
  })
}
