import { normalizationLengthError } from '../core/normalization-lengths'
import { synonymLengthError } from '../core/synonyms/limits'
import { queryScan, textOptionsOf } from '../core/text-options'
import type { IndexSettings, Rule } from '../core/types'
import { badRequest } from './http-error'
import { checkEchoedSize, ECHOED_LIMITS } from './routes/echoed-sizes'
import { normalizeRuleBody } from './routes/rule-body'
import { checkConsequenceParams } from './routes/rule-consequence'
import { getValidators } from './spec/validators'

/**
 * The checks every write of settings, synonyms and rules goes through, whatever its way in: the
 * HTTP routes (setSettings, saveSynonym(s), saveRule(s)) and `vitrine-search import --settings`
 * (which writes to the data directory without a server). Each throws a 400 `HttpError` naming
 * what it refuses; the importer reports it with the file and the item.
 */

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

/**
 * Validates a synonyms request body (`saveSynonym`: one synonym, `saveSynonyms`: an array) against
 * the spec, and each phrase's length with words counted as searches of an index with `settings`
 * split them. Checked on the way in only: a synonym stored before the cap still loads (and is
 * skipped by searches).
 */
export function checkSynonymsBody(
  operationId: 'saveSynonym' | 'saveSynonyms' | 'searchSynonyms',
  body: unknown,
  settings: IndexSettings,
): void {
  const error = getValidators().requestBody(operationId)?.(body)
  if (error) throw badRequest(error)
  const scan = queryScan(textOptionsOf(settings))
  const tooLong = synonymLengthError(Array.isArray(body) ? body : [body], scan)
  if (tooLong) throw badRequest(tooLong)
}

/** The parts of a rule's consequence every search it applies to answers (see echoed-sizes.ts). */
function checkEchoedParts(rule: Rule, where: string): void {
  const { consequence } = rule
  checkEchoedSize(
    consequence?.userData,
    ECHOED_LIMITS.ruleUserData,
    `${where}: consequence.userData`,
  )
  checkEchoedSize(
    consequence?.params?.renderingContent,
    ECHOED_LIMITS.renderingContent,
    `${where}: consequence.params.renderingContent`,
  )
}

/**
 * Validates one rule as saveRule(s) takes it (older shapes normalised first, see rule-body.ts):
 * the spec's `rule` schema, a consequence any search can run and what it echoes within bounds.
 * Returns the normalised rule; `where` prefixes the error message.
 */
export function checkRule(body: unknown, where: string): Rule {
  const rule = normalizeRuleBody(body)
  const error = getValidators().schema('rule', 'property')(rule)
  if (error) throw badRequest(`${where}: ${error}`)
  checkConsequenceParams(rule, where)
  checkEchoedParts(rule as Rule, where)
  return rule as Rule
}
