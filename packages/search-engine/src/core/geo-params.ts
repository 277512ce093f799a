/**
 * Shapes of the geo parameters. The engine does not apply them (see IGNORED_PARAMETERS.md), but
 * Algolia refuses a malformed one with a 400 ("Invalid value for "insideBoundingBox" parameter,
 * expected float"), so a client that works here must not fail there.
 */

// One way to read a run of digits (no backtracking); no NaN, Infinity or hexadecimal.
const FLOAT = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i

function isFloatText(text: string): boolean {
  return FLOAT.test(text.trim())
}

function isFiniteNumbers(values: unknown[]): boolean {
  return values.every((v) => typeof v === 'number' && Number.isFinite(v))
}

/** `aroundLatLng`: "lat, lng" (an empty string is the spec's default: not set). */
export function isLatLng(value: unknown): boolean {
  if (typeof value !== 'string') return false
  if (value === '') return true
  const parts = value.split(',')
  return parts.length === 2 && parts.every(isFloatText)
}

/** `insideBoundingBox`: "lat1,lng1,lat2,lng2[,…]" or arrays of 4 numbers, one per box. */
export function isBoundingBoxes(value: unknown): boolean {
  if (typeof value === 'string') {
    if (value === '') return true
    const parts = value.split(',')
    return parts.length % 4 === 0 && parts.every(isFloatText)
  }
  return (
    Array.isArray(value) &&
    value.every((box) => Array.isArray(box) && box.length === 4 && isFiniteNumbers(box))
  )
}

/** `insidePolygon`: arrays of at least 3 points, each point a latitude and a longitude. */
export function isPolygons(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (polygon) =>
        Array.isArray(polygon) &&
        polygon.length >= 6 &&
        polygon.length % 2 === 0 &&
        isFiniteNumbers(polygon),
    )
  )
}
