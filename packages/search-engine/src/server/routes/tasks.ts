import { HttpError, badRequest } from '../http-error'
import type { Route, RouteContext } from '../types'
import { json } from './route-helpers'

function taskStatus(ctx: RouteContext) {
  const raw = ctx.params.taskID!
  if (!/^\d{1,16}$/.test(raw)) throw badRequest('Invalid value for taskID: expected an integer')
  // A write is answered (and its task ID handed out) only once it is applied and durable (in the
  // write-ahead log), so every issued task is already published.
  if (!ctx.tasks.isKnown(Number(raw))) throw new HttpError(404, 'Task does not exist')
  return json({ status: 'published' })
}

/** Task status routes, polled by the clients' `waitForTask` / `waitForAppTask`. */
export const taskRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/1/indexes/:indexName/task/:taskID',
    acl: 'addObject',
    handler: taskStatus,
  },
  {
    method: 'GET',
    pattern: '/1/task/:taskID',
    acl: 'editSettings',
    handler: taskStatus,
  },
]
