import type { IndexSummary, SearchParams } from '../../core/types'
import { badRequest } from '../http-error'
import { getValidators } from '../spec/validators'
import type { Route, RouteContext } from '../types'
import { deleteByObjectIDs, requireDeleteByFilter } from './delete-by'
import { applyIndexOperation, type IndexOperation } from './index-operation'
import { json } from './route-helpers'

/** Scope key under which a persistent store publishes the on-disk size of each index. */
export const INDEX_FILE_SIZE_KEY = 'vitrine:index-file-size'

/** Size in bytes of an index's file, as published by the store. */
export type IndexFileSize = (indexName: string) => number

function pageParam(ctx: RouteContext, name: string): number | undefined {
  const raw = ctx.query.get(name)
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) {
    throw badRequest(`Invalid value for ${name}: expected a non-negative integer`)
  }
  return value
}

function toFetchedIndex(summary: IndexSummary, fileSize: IndexFileSize) {
  const size = fileSize(summary.name)
  return {
    name: summary.name,
    createdAt: summary.createdAt,
    updatedAt: summary.updatedAt,
    entries: summary.entries,
    dataSize: size,
    fileSize: size,
    lastBuildTimeS: 0,
    numberOfPendingTasks: 0,
    pendingTask: false,
    ...(summary.primary !== undefined && { primary: summary.primary }),
    ...(summary.replicas && summary.replicas.length > 0 && { replicas: summary.replicas }),
  }
}

function validated<T>(operationId: string, body: unknown): T {
  const error = getValidators().requestBody(operationId)?.(body)
  if (error) throw badRequest(error)
  return body as T
}

/** Index management: list, delete, clear, copy / move, delete by filter. */
export const indexRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/1/indexes',
    acl: 'listIndexes',
    handler(ctx) {
      const fileSize = ctx.scope.get<IndexFileSize>(INDEX_FILE_SIZE_KEY, () => () => 0)
      const all = ctx.engine
        .listIndices()
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((summary) => toFetchedIndex(summary, fileSize))
      const page = pageParam(ctx, 'page')
      const hitsPerPage = pageParam(ctx, 'hitsPerPage')
      if (page === undefined && hitsPerPage === undefined) return json({ items: all, nbPages: 1 })
      const size = Math.max(1, hitsPerPage ?? 100)
      const start = (page ?? 0) * size
      return json({
        items: all.slice(start, start + size),
        nbPages: Math.ceil(all.length / size),
      })
    },
  },
  {
    method: 'DELETE',
    pattern: '/1/indexes/:indexName',
    acl: 'deleteIndex',
    handler(ctx) {
      const indexName = ctx.params.indexName!
      if (ctx.engine.hasIndex(indexName)) ctx.engine.deleteIndex(indexName)
      const task = ctx.tasks.next()
      return json({ taskID: task.taskID, deletedAt: task.at })
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName/clear',
    acl: 'deleteIndex',
    handler(ctx) {
      const indexName = ctx.params.indexName!
      if (ctx.engine.hasIndex(indexName)) ctx.engine.clearObjects(indexName)
      const task = ctx.tasks.next()
      return json({ taskID: task.taskID, updatedAt: task.at })
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName/operation',
    acl: 'addObject',
    handler(ctx) {
      const op = validated<IndexOperation>('operationIndex', ctx.body)
      applyIndexOperation(ctx.engine, ctx.params.indexName!, op)
      const task = ctx.tasks.next()
      return json({ taskID: task.taskID, updatedAt: task.at })
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName/deleteByQuery',
    acl: 'deleteIndex',
    handler(ctx) {
      const indexName = ctx.params.indexName!
      const params = validated<SearchParams>('deleteBy', ctx.body)
      requireDeleteByFilter(params)
      if (ctx.engine.hasIndex(indexName)) {
        const ids = deleteByObjectIDs(ctx.engine, indexName, params)
        if (ids.length > 0) ctx.engine.deleteObjects(indexName, ids)
      }
      const task = ctx.tasks.next()
      return json({ taskID: task.taskID, updatedAt: task.at })
    },
  },
]
