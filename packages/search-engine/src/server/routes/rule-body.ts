import { isObject } from './route-helpers'

/**
 * Accepts the older rule shapes Algolia still takes (and its own request vectors send): a single
 * `condition` object instead of `conditions`, and a `query.remove` given as one string.
 */
export function normalizeRuleBody(body: unknown): unknown {
  if (!isObject(body)) return body
  const rule: Record<string, unknown> = { ...body }
  if (isObject(rule.condition)) {
    rule.conditions = [...(Array.isArray(rule.conditions) ? rule.conditions : []), rule.condition]
  }
  delete rule.condition
  const consequence = rule.consequence
  if (isObject(consequence) && isObject(consequence.params) && isObject(consequence.params.query)) {
    const query = consequence.params.query
    if (typeof query.remove === 'string') {
      rule.consequence = {
        ...consequence,
        params: { ...consequence.params, query: { ...query, remove: [query.remove] } },
      }
    }
  }
  return rule
}
