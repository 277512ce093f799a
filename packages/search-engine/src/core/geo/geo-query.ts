import type { SearchParams } from '../types'

export interface LatLng {
  lat: number
  lng: number
}

/** A box as its latitude and longitude ranges (it does not cross the antimeridian). */
export interface Box {
  minLat: number
  maxLat: number
  minLng: number
  maxLng: number
}

/** A polygon's points (latitude, longitude pairs) and the box around them, tested first. */
export interface Polygon {
  points: Float64Array
  bounds: Box
}

/** The area a geo search keeps records in; undefined when the search has none. */
export type GeoArea =
  | { kind: 'boxes'; boxes: Box[] }
  | { kind: 'polygons'; polygons: Polygon[] }
  | {
      kind: 'around'
      center: LatLng
      /** Meters, `all`, or undefined for the automatic radius. */
      radius: number | 'all' | undefined
      minimumRadius: number
    }

type GeoParams = Pick<
  SearchParams,
  'aroundLatLng' | 'aroundRadius' | 'minimumAroundRadius' | 'insideBoundingBox' | 'insidePolygon'
>

function toNumbers(values: unknown[]): number[] | undefined {
  const numbers = values.map((v) => (typeof v === 'string' ? Number(v.trim()) : v))
  return numbers.every((n) => typeof n === 'number' && Number.isFinite(n))
    ? (numbers as number[])
    : undefined
}

function boxOf(values: number[], at: number): Box {
  const [lat1, lng1, lat2, lng2] = values.slice(at, at + 4) as [number, number, number, number]
  return {
    minLat: Math.min(lat1, lat2),
    maxLat: Math.max(lat1, lat2),
    minLng: Math.min(lng1, lng2),
    maxLng: Math.max(lng1, lng2),
  }
}

function boxesOf(value: unknown): Box[] | undefined {
  const flat =
    typeof value === 'string' && value !== ''
      ? toNumbers(value.split(','))
      : Array.isArray(value) && value.every(Array.isArray)
        ? toNumbers((value as unknown[][]).flat())
        : undefined
  if (!flat || flat.length === 0 || flat.length % 4 !== 0) return undefined
  const boxes: Box[] = []
  for (let at = 0; at < flat.length; at += 4) boxes.push(boxOf(flat, at))
  return boxes
}

function polygonsOf(value: unknown): Polygon[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined
  const polygons: Polygon[] = []
  for (const item of value) {
    const numbers = Array.isArray(item) ? toNumbers(item) : undefined
    if (!numbers || numbers.length < 6 || numbers.length % 2 !== 0) return undefined
    const bounds = { minLat: Infinity, maxLat: -Infinity, minLng: Infinity, maxLng: -Infinity }
    for (let i = 0; i < numbers.length; i += 2) {
      bounds.minLat = Math.min(bounds.minLat, numbers[i]!)
      bounds.maxLat = Math.max(bounds.maxLat, numbers[i]!)
      bounds.minLng = Math.min(bounds.minLng, numbers[i + 1]!)
      bounds.maxLng = Math.max(bounds.maxLng, numbers[i + 1]!)
    }
    polygons.push({ points: Float64Array.from(numbers), bounds })
  }
  return polygons
}

/** `aroundLatLng` as a point (undefined when unset, empty or malformed). */
export function parseLatLng(value: unknown): LatLng | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  const numbers = toNumbers(value.split(','))
  if (!numbers || numbers.length !== 2) return undefined
  return { lat: numbers[0]!, lng: numbers[1]! }
}

/**
 * The area of a search's geo parameters. As Algolia documents, `insideBoundingBox` wins over
 * `insidePolygon`, and either over `aroundLatLng`. Malformed values count as unset (search
 * parameters were validated; a rule's consequence may still hold one).
 */
export function geoArea(params: GeoParams): GeoArea | undefined {
  if (
    params.insideBoundingBox == null &&
    params.insidePolygon == null &&
    params.aroundLatLng == null
  ) {
    return undefined
  }
  const boxes = boxesOf(params.insideBoundingBox)
  if (boxes) return { kind: 'boxes', boxes }
  const polygons = polygonsOf(params.insidePolygon)
  if (polygons) return { kind: 'polygons', polygons }
  const center = parseLatLng(params.aroundLatLng)
  if (!center) return undefined
  const { aroundRadius, minimumAroundRadius } = params
  const radius =
    aroundRadius === 'all' || (typeof aroundRadius === 'number' && aroundRadius > 0)
      ? aroundRadius
      : undefined
  const minimumRadius = typeof minimumAroundRadius === 'number' ? minimumAroundRadius : 0
  return { kind: 'around', center, radius, minimumRadius }
}
