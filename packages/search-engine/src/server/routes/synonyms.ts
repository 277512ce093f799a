import type { Engine } from '../../core/types'
import type { SynonymHit } from '../../core/types'
import { HttpError, badRequest } from '../http-error'
import { checkSynonymsBody } from '../write-checks'
import type { Route } from '../types'
import { isObject, json, requireIndex } from './route-helpers'
import { settingsWriteOptions, updatedAt } from './settings-write'

function checkBody(
  operationId: 'saveSynonym' | 'saveSynonyms' | 'searchSynonyms',
  body: unknown,
  engine: Engine,
  indexName: string,
): void {
  checkSynonymsBody(
    operationId,
    body,
    engine.hasIndex(indexName) ? engine.getSettings(indexName) : {},
  )
}

/** Algolia's synonyms API: save one / batch, get, delete, clear, search. */
export const synonymRoutes: Route[] = [
  {
    method: 'PUT',
    pattern: '/1/indexes/:indexName/synonyms/:objectID',
    acl: 'editSettings',
    handler(ctx) {
      const { indexName, objectID } = ctx.params as { indexName: string; objectID: string }
      checkBody('saveSynonym', ctx.body, ctx.engine, indexName)
      const hit = { ...(ctx.body as SynonymHit), objectID }
      ctx.engine.saveSynonyms(indexName, [hit], settingsWriteOptions(ctx))
      return updatedAt(ctx, { id: objectID })
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName/synonyms/batch',
    acl: 'editSettings',
    handler(ctx) {
      checkBody('saveSynonyms', ctx.body, ctx.engine, ctx.params.indexName!)
      const options = settingsWriteOptions(ctx, 'replaceExistingSynonyms')
      ctx.engine.saveSynonyms(ctx.params.indexName!, ctx.body as SynonymHit[], options)
      return updatedAt(ctx)
    },
  },
  {
    method: 'GET',
    pattern: '/1/indexes/:indexName/synonyms/:objectID',
    acl: 'settings',
    handler(ctx) {
      const { indexName, objectID } = ctx.params as { indexName: string; objectID: string }
      requireIndex(ctx.engine, indexName)
      const hit = ctx.engine.getSynonym(indexName, objectID)
      if (!hit) throw new HttpError(404, 'Synonym set does not exist')
      return json(hit)
    },
  },
  {
    method: 'DELETE',
    pattern: '/1/indexes/:indexName/synonyms/:objectID',
    acl: 'editSettings',
    handler(ctx) {
      const { indexName, objectID } = ctx.params as { indexName: string; objectID: string }
      requireIndex(ctx.engine, indexName)
      if (!ctx.engine.deleteSynonym(indexName, objectID, settingsWriteOptions(ctx))) {
        throw new HttpError(404, 'Synonym set does not exist')
      }
      const task = ctx.tasks.next()
      return json({ taskID: task.taskID, deletedAt: task.at })
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName/synonyms/clear',
    acl: 'editSettings',
    handler(ctx) {
      const indexName = ctx.params.indexName!
      requireIndex(ctx.engine, indexName)
      ctx.engine.clearSynonyms(indexName, settingsWriteOptions(ctx))
      return updatedAt(ctx)
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName/synonyms/search',
    acl: 'settings',
    handler(ctx) {
      const body = ctx.body ?? {}
      if (!isObject(body)) throw badRequest('The request body must be a JSON object')
      checkBody('searchSynonyms', body, ctx.engine, ctx.params.indexName!)
      const indexName = ctx.params.indexName!
      requireIndex(ctx.engine, indexName)
      return json(ctx.engine.searchSynonyms(indexName, body))
    },
  },
]
