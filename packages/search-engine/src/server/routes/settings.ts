import type { Route } from '../types'
import { checkSettings } from '../write-checks'
import { json, objectBody, queryFlag, requireIndex } from './route-helpers'

export { checkSettings } from '../write-checks'

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
