import { ownValue } from './own-keys'

/**
 * Shapes and sizes of the geo parameters. Algolia refuses a malformed one with a 400 ("Invalid
 * value for "insideBoundingBox" parameter, expected float"); the engine does too, and bounds
 * their size, since each record's locations are tested against every box and polygon point.
 */

/** Most points of one polygon: Algolia's documented limit ("3 to 10,000 points"). */
export const MAX_POLYGON_POINTS = 10_000

/** Most points of all the polygons of a search (ours: as costly as one largest polygon). */
export const MAX_TOTAL_POLYGON_POINTS = 10_000

/** Most bounding boxes of a search (ours: the contract states none). */
export const MAX_BOUNDING_BOXES = 1_000

// One way to read a run of digits (no backtracking); no NaN, Infinity or hexadecimal.
const FLOAT = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i

// A number too large for a double ('1e400') reads as Infinity: the geo search took it as unset
// and answered every record, where "Infinity" itself answers 400.
function isFloatText(text: string): boolean {
  const trimmed = text.trim()
  return FLOAT.test(trimmed) && Number.isFinite(Number(trimmed))
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

/** `aroundPrecision`: meters, or ranges `[{ from, value }]`. */
export function isPrecision(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  return (
    Array.isArray(value) &&
    value.every(
      (range) =>
        range !== null &&
        typeof range === 'object' &&
        ['from', 'value'].every((key) => {
          const v = (range as Record<string, unknown>)[key]
          return v === undefined || (typeof v === 'number' && Number.isFinite(v))
        }),
    )
  )
}

/** The message of a 400 for too many boxes or polygon points, or undefined. */
export function geoSizeError(params: Record<string, unknown>): string | undefined {
  const boxes = ownValue(params, 'insideBoundingBox')
  const boxCount =
    typeof boxes === 'string'
      ? boxes.split(',').length / 4
      : Array.isArray(boxes)
        ? boxes.length
        : 0
  if (boxCount > MAX_BOUNDING_BOXES) {
    return `Invalid search parameter insideBoundingBox: at most ${MAX_BOUNDING_BOXES} boxes`
  }
  const polygons = ownValue(params, 'insidePolygon')
  if (!Array.isArray(polygons)) return undefined
  let total = 0
  for (const polygon of polygons) {
    const points = Array.isArray(polygon) ? polygon.length / 2 : 0
    if (points > MAX_POLYGON_POINTS) {
      return `Invalid search parameter insidePolygon: at most ${MAX_POLYGON_POINTS} points per polygon`
    }
    total += points
  }
  if (total > MAX_TOTAL_POLYGON_POINTS) {
    return `Invalid search parameter insidePolygon: at most ${MAX_TOTAL_POLYGON_POINTS} points in all`
  }
  return undefined
}
