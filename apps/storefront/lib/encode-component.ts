/** A lone UTF-16 surrogate: a high one not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** `text` with each lone surrogate replaced by U+FFFD, as a UTF-8 encoder would write it. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD')
}

/**
 * `encodeURIComponent` that never throws: it throws a URIError on a lone surrogate, which a
 * catalogue value, a stored cart line or a popular search may hold (JSON can carry `"\ud800"`),
 * and one such link would take down the page that renders it.
 */
export function encodeComponent(text: string): string {
  return encodeURIComponent(wellFormed(text))
}
