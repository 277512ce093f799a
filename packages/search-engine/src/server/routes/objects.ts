import { retrieveAttributes } from '../../core/retrieve'
import type { Hit } from '../../core/types'
import { LIMITS } from '../limits'
import { ERROR_MESSAGES, HttpError, badRequest } from '../http-error'
import { coerceText } from '../params/coerce'
import { getValidators } from '../spec/validators'
import type { Route, RouteContext } from '../types'
import { applyBatch } from './batch-apply'
import { checkRecord, json, objectBody, queryFlag, requireIndex, toRecord } from './route-helpers'

const ARRAY = new Set(['array'])

function attributesFromQuery(ctx: RouteContext): string[] | undefined {
  const raw = ctx.query.get('attributesToRetrieve')
  if (raw === undefined) return undefined
  const value = coerceText(raw, ARRAY)
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw badRequest('Invalid value for attributesToRetrieve: expected an array of strings')
  }
  return value
}

/**
 * Reads records for a caller: `unretrievableAttributes` never leave the server unless the key is
 * the admin key (as on Algolia, where the admin key bypasses the setting).
 */
function recordReader(ctx: RouteContext) {
  const hiddenByIndex = new Map<string, string[] | undefined>()
  const hidden = (indexName: string) => {
    if (ctx.keyKind === 'admin') return undefined
    if (!hiddenByIndex.has(indexName)) {
      const list = ctx.engine.getSettings(indexName).unretrievableAttributes
      hiddenByIndex.set(indexName, list && list.length > 0 ? list : undefined)
    }
    return hiddenByIndex.get(indexName)
  }
  return (indexName: string, objectID: string, attributes: string[] | undefined) => {
    const record = ctx.engine.getObject(indexName, objectID)
    return record && retrieveAttributes(record, attributes, hidden(indexName))
  }
}

function recordBody(ctx: RouteContext): Record<string, unknown> {
  const body = objectBody(ctx, 'record')
  checkRecord(body, ctx.config.maxRecordBytes, 'record')
  return body
}

/** The record a save stores, objectID included (from the path or generated), within the limit. */
function recordToSave(ctx: RouteContext, generate: boolean, pathID?: string): Hit {
  const record = toRecord(objectBody(ctx, 'record'), 'record', generate, pathID)
  checkRecord(record, ctx.config.maxRecordBytes, 'record')
  return record
}

/** Routes reading and writing single records, and getObjects. */
export const objectRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/1/indexes/:indexName/:objectID',
    acl: 'search',
    handler(ctx) {
      const { indexName, objectID } = ctx.params as { indexName: string; objectID: string }
      requireIndex(ctx.engine, indexName)
      const hit = recordReader(ctx)(indexName, objectID, attributesFromQuery(ctx))
      if (!hit) throw new HttpError(404, ERROR_MESSAGES.OBJECT_NOT_FOUND)
      return json(hit)
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/*/objects',
    acl: 'search',
    handler(ctx) {
      const error = getValidators().requestBody('getObjects')?.(ctx.body)
      if (error) throw badRequest(error)
      const { requests } = ctx.body as {
        requests: Array<{ indexName: string; objectID: string; attributesToRetrieve?: string[] }>
      }
      if (requests.length > LIMITS.getObjects) {
        throw badRequest(
          `Too many objects: ${requests.length} (getObjects takes at most ${LIMITS.getObjects})`,
        )
      }
      const read = recordReader(ctx)
      const missing = new Set<string>()
      const results = requests.map(({ indexName, objectID, attributesToRetrieve }) => {
        if (!ctx.engine.hasIndex(indexName)) {
          missing.add(indexName)
          return null
        }
        return read(indexName, objectID, attributesToRetrieve) ?? null
      })
      const body: { results: unknown[]; message?: string } = { results }
      if (missing.size > 0) {
        body.message = [...missing].map((name) => `Index ${name} does not exist`).join('. ')
      }
      return json(body)
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName',
    acl: 'addObject',
    handler(ctx) {
      const record = recordToSave(ctx, true)
      ctx.engine.saveObjects(ctx.params.indexName!, [record])
      const task = ctx.tasks.next()
      return json({ createdAt: task.at, taskID: task.taskID, objectID: record.objectID }, 201)
    },
  },
  {
    method: 'PUT',
    pattern: '/1/indexes/:indexName/:objectID',
    acl: 'addObject',
    handler(ctx) {
      const objectID = ctx.params.objectID!
      const record = recordToSave(ctx, false, objectID)
      ctx.engine.saveObjects(ctx.params.indexName!, [record])
      const task = ctx.tasks.next()
      return json({ taskID: task.taskID, updatedAt: task.at, objectID })
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName/:objectID/partial',
    acl: 'addObject',
    handler(ctx) {
      const { indexName, objectID } = ctx.params as { indexName: string; objectID: string }
      const createIfNotExists = queryFlag(ctx, 'createIfNotExists', true)
      const body = { ...recordBody(ctx), objectID }
      const action = createIfNotExists ? 'partialUpdateObject' : 'partialUpdateObjectNoCreate'
      applyBatch(ctx.engine, [{ indexName, action, body }], ctx.config.maxRecordBytes, 'record')
      const task = ctx.tasks.next()
      return json({ taskID: task.taskID, updatedAt: task.at, objectID })
    },
  },
  {
    method: 'DELETE',
    pattern: '/1/indexes/:indexName/:objectID',
    acl: 'deleteObject',
    handler(ctx) {
      const { indexName, objectID } = ctx.params as { indexName: string; objectID: string }
      if (ctx.engine.hasIndex(indexName)) ctx.engine.deleteObjects(indexName, [objectID])
      const task = ctx.tasks.next()
      return json({ taskID: task.taskID, deletedAt: task.at })
    },
  },
]
