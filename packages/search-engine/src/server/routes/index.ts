import type { AppSetup, Route } from '../types'
import { analyticsRoutes } from './analytics'
import { analyticsSetup } from './analytics-scope'
import { batchRoutes } from './batch'
import { indexRoutes } from './indices'
import { insightsRoutes } from './insights'
import { objectRoutes } from './objects'
import { suggestionsRoutes, suggestionsSetup } from './query-suggestions'
import { recommendRoutes, recommendSetup } from './recommend'
import { ruleRoutes } from './rules'
import { searchRoutes } from './search'
import { settingsRoutes } from './settings'
import { synonymRoutes } from './synonyms'
import { taskRoutes } from './tasks'
import { unservedRoutes } from './unserved'

/**
 * Every route table the app serves. Route modules export an array of {@link Route}; add one line
 * here to register a module. Order does not matter: literal segments win over parameters.
 */
export const routeTables: ReadonlyArray<readonly Route[]> = [
  searchRoutes,
  objectRoutes,
  batchRoutes,
  settingsRoutes,
  indexRoutes,
  taskRoutes,
  recommendRoutes,
  insightsRoutes,
  synonymRoutes,
  ruleRoutes,
  analyticsRoutes,
  suggestionsRoutes,
  unservedRoutes,
]

/**
 * Start-up hooks run once per app before it serves requests (load saved state, install a
 * personalizer...). A hook may register shutdown work with `scope.onClose`.
 */
export const appSetups: readonly AppSetup[] = [recommendSetup, analyticsSetup, suggestionsSetup]
