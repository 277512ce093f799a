import { badRequest } from '../http-error'
import { getValidators } from '../spec/validators'
import type { Route } from '../types'
import { applyBatch, type BatchOperation } from './batch-apply'
import { json } from './route-helpers'

/** Batch writes on one index and across indices. */
export const batchRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName/batch',
    acl: 'addObject',
    handler(ctx) {
      const error = getValidators().requestBody('batch')?.(ctx.body)
      if (error) throw badRequest(error)
      const indexName = ctx.params.indexName!
      const { requests } = ctx.body as { requests: Array<Omit<BatchOperation, 'indexName'>> }
      const operations = requests.map((request) => ({ ...request, indexName }))
      const objectIDs = applyBatch(ctx.engine, operations, ctx.config.maxRecordBytes)
      return json({ taskID: ctx.tasks.next().taskID, objectIDs })
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/*/batch',
    acl: 'addObject',
    handler(ctx) {
      const error = getValidators().requestBody('multipleBatch')?.(ctx.body)
      if (error) throw badRequest(error)
      const { requests } = ctx.body as { requests: Array<Partial<BatchOperation>> }
      const operations = requests.map((request) => ({ body: {}, ...request }) as BatchOperation)
      const objectIDs = applyBatch(ctx.engine, operations, ctx.config.maxRecordBytes)
      // One task per index, keyed by name: a Map, as `taskID[indexName] ??=` found a value for
      // `constructor` or `__proto__` (inherited) and answered no taskID for them.
      const taskID = new Map<string, number>()
      for (const { indexName } of operations) {
        if (!taskID.has(indexName)) taskID.set(indexName, ctx.tasks.next().taskID)
      }
      return json({ taskID: Object.fromEntries(taskID), objectIDs })
    },
  },
]
