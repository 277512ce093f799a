/**
 * The length of `JSON.stringify(text)` without building it: the quotes, plus one for each `"`
 * and `\`, five for each control character JSON writes as `\u00XX` (one for \b \t \n \f \r), and
 * five for each lone surrogate (written `\uXXXX`). Charging a facet value to a request's budget
 * with `JSON.stringify` took ~9% of a typical search (500 values); this takes a quarter of that.
 */
export function jsonStringLength(text: string): number {
  let length = text.length + 2
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0x20 && c !== 0x22 && c !== 0x5c && (c < 0xd800 || c > 0xdfff)) continue
    if (c === 0x22 || c === 0x5c) length += 1
    else if (c < 0x20) length += c === 8 || c === 9 || c === 10 || c === 12 || c === 13 ? 1 : 5
    else if (c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++
    else length += 5
  }
  return length
}

/** The length of `String(count)` for a non-negative integer count (else `String`'s). */
export function countLength(count: number): number {
  if (count >= 0 && count < 1e6 && Number.isInteger(count)) {
    return count < 10
      ? 1
      : count < 100
        ? 2
        : count < 1e3
          ? 3
          : count < 1e4
            ? 4
            : count < 1e5
              ? 5
              : 6
  }
  return String(count).length
}
