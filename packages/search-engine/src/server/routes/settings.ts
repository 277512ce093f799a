import type { IndexSettings } from '../../core/types'
import { badRequest } from '../http-error'
import { getValidators } from '../spec/validators'
import { normalizationLengthError } from '../../core/normalization-lengths'
import type { Route } from '../types'
import { checkEchoedSize, ECHOED_LIMITS } from './echoed-sizes'
import { json, objectBody, queryFlag, requireIndex } from './route-helpers'

/**
 * Validates settings against the spec's `indexSettings`. Explicit `null`s (which reset a
 * setting to its default) are accepted for every setting, and `primary` (echoed by getSettings on
 * replicas, so often sent back) is ignored.
 */
export function checkSettings(settings: Record<string, unknown>): IndexSettings {
  const { primary: _primary, ...rest } = settings
  const nonNull = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null))
  const error = getValidators().schema('indexSettings', 'setting')(nonNull)
  if (error) throw badRequest(error)
  const lengthError = normalizationLengthError(rest.customNormalization)
  if (lengthError) throw badRequest(lengthError)
  checkEchoedSize(rest.userData, ECHOED_LIMITS.settingsUserData, 'userData')
  checkEchoedSize(rest.renderingContent, ECHOED_LIMITS.renderingContent, 'renderingContent')
  return rest as IndexSettings
}

/** getSettings and setSettings. */
export const settingsRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/1/indexes/:indexName/settings',
    acl: 'settings',
    handler(ctx) {
      const indexName = ctx.params.indexName!
      requireIndex(ctx.engine, indexName)
      return json(ctx.engine.getSettings(indexName))
    },
  },
  {
    method: 'PUT',
    pattern: '/1/indexes/:indexName/settings',
    acl: 'editSettings',
    handler(ctx) {
      const settings = checkSettings(objectBody(ctx, 'settings'))
      const forwardToReplicas = queryFlag(ctx, 'forwardToReplicas', false)
      ctx.engine.setSettings(ctx.params.indexName!, settings, { forwardToReplicas })
      const task = ctx.tasks.next()
      return json({ taskID: task.taskID, updatedAt: task.at })
    },
  },
]
