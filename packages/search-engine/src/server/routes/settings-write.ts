import type { RouteContext } from '../types'
import { json, queryFlag } from './route-helpers'

/** Write options of the synonyms and rules routes, read from the query string. */
export function settingsWriteOptions(ctx: RouteContext, replaceFlag?: string) {
  return {
    forwardToReplicas: queryFlag(ctx, 'forwardToReplicas', false),
    replaceExisting: replaceFlag ? queryFlag(ctx, replaceFlag, false) : false,
  }
}

/** Algolia's `{ taskID, updatedAt }` answer to a settings write. */
export function updatedAt(ctx: RouteContext, extra: Record<string, unknown> = {}) {
  const task = ctx.tasks.next()
  return json({ taskID: task.taskID, updatedAt: task.at, ...extra })
}
