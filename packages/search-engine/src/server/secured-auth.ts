import type { ServerConfig } from '../config'
import type { Credentials } from './auth'
import { sameText } from './auth'
import { HttpError } from './http-error'
import { verifySecuredKey, type SecuredKey } from './secured-key'
import { sourceAllowed } from './secured-sources'

/**
 * Algolia's answer to a secured key past its `validUntil`: status 400 and these words, both from
 * the title of its support article 35335250877329 ("400 Error validUntil parameter expired (less
 * than current date)"). It is not a 403: the key is genuine, its parameter is out of date.
 */
export const KEY_EXPIRED = 'validUntil parameter expired (less than current date)'
/** Status of {@link KEY_EXPIRED}. */
export const KEY_EXPIRED_STATUS = 400
/** Our words for a secured key used from outside its `restrictSources`. */
export const SOURCE_NOT_ALLOWED = 'This API key may not be used from this IP address'

/**
 * The secured key the credentials carry, verified against the keys that may have children: the
 * search-only key only. Algolia refuses the admin key as a parent, and a secured key holds its
 * parent's ACL, so a key derived from the admin key is no key here. `undefined` when the
 * credentials hold no valid secured key; throws a 400 {@link HttpError} when a valid one is
 * expired, a 403 when it is used from a network it does not allow.
 */
export function authenticateSecured(
  config: ServerConfig,
  credentials: Credentials,
  remoteAddress: string | undefined,
  now = Date.now(),
): SecuredKey | undefined {
  const { appId, apiKey } = credentials
  if (!appId || !apiKey || !sameText(appId, config.appId)) return undefined
  const secured = verifySecuredKey(apiKey, [config.searchKey])
  if (!secured) return undefined
  if (secured.validUntil !== undefined && secured.validUntil * 1000 < now) {
    throw new HttpError(KEY_EXPIRED_STATUS, KEY_EXPIRED)
  }
  if (secured.restrictSources && !sourceAllowed(secured.restrictSources, remoteAddress)) {
    throw new HttpError(403, SOURCE_NOT_ALLOWED)
  }
  return secured
}
