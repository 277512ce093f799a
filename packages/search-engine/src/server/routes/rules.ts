import { HttpError, badRequest } from '../http-error'
import { getValidators } from '../spec/validators'
import type { Route } from '../types'
import { isObject, json, requireIndex } from './route-helpers'
import { settingsWriteOptions, updatedAt } from './settings-write'
import { checkRule } from '../write-checks'

/** Algolia's rules API: save one / batch, get, delete, clear, search. */
export const ruleRoutes: Route[] = [
  {
    method: 'PUT',
    pattern: '/1/indexes/:indexName/rules/:objectID',
    acl: 'editSettings',
    handler(ctx) {
      const { indexName, objectID } = ctx.params as { indexName: string; objectID: string }
      if (!isObject(ctx.body)) throw badRequest('The rule must be a JSON object')
      const rule = checkRule({ ...ctx.body, objectID }, 'rule')
      ctx.engine.saveRules(indexName, [rule], settingsWriteOptions(ctx))
      return updatedAt(ctx)
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName/rules/batch',
    acl: 'editSettings',
    handler(ctx) {
      if (!Array.isArray(ctx.body)) throw badRequest('The request body must be an array of rules')
      const rules = ctx.body.map((r, i) => checkRule(r, `rules[${i}]`))
      ctx.engine.saveRules(
        ctx.params.indexName!,
        rules,
        settingsWriteOptions(ctx, 'clearExistingRules'),
      )
      return updatedAt(ctx)
    },
  },
  {
    method: 'GET',
    pattern: '/1/indexes/:indexName/rules/:objectID',
    acl: 'settings',
    handler(ctx) {
      const { indexName, objectID } = ctx.params as { indexName: string; objectID: string }
      requireIndex(ctx.engine, indexName)
      const rule = ctx.engine.getRule(indexName, objectID)
      if (!rule) throw new HttpError(404, 'ObjectID does not exist')
      return json(rule)
    },
  },
  {
    method: 'DELETE',
    pattern: '/1/indexes/:indexName/rules/:objectID',
    acl: 'editSettings',
    handler(ctx) {
      const { indexName, objectID } = ctx.params as { indexName: string; objectID: string }
      requireIndex(ctx.engine, indexName)
      if (!ctx.engine.deleteRule(indexName, objectID, settingsWriteOptions(ctx))) {
        throw new HttpError(404, 'ObjectID does not exist')
      }
      return updatedAt(ctx)
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName/rules/clear',
    acl: 'editSettings',
    handler(ctx) {
      const indexName = ctx.params.indexName!
      requireIndex(ctx.engine, indexName)
      ctx.engine.clearRules(indexName, settingsWriteOptions(ctx))
      return updatedAt(ctx)
    },
  },
  {
    method: 'POST',
    pattern: '/1/indexes/:indexName/rules/search',
    acl: 'settings',
    handler(ctx) {
      const body = ctx.body ?? {}
      if (!isObject(body)) throw badRequest('The request body must be a JSON object')
      const error = getValidators().requestBody('searchRules')?.(body)
      if (error) throw badRequest(error)
      const indexName = ctx.params.indexName!
      requireIndex(ctx.engine, indexName)
      return json(ctx.engine.searchRules(indexName, body))
    },
  },
]
