import { ownValue } from '../own-keys'
import type { Snapshot } from '../snapshot'
import { finish, type Steps } from '../steps'
import type { Hit } from '../types'

/** Records read between two points where a sliced search may pause. */
const RECORDS_PER_STEP = 4096

/**
 * Every record's `_geoloc` points, flattened: the points of document `d` are
 * `lat[start[d]..start[d + 1])` (and `lng` alike). Malformed points are left out.
 */
export interface GeoLocations {
  start: Uint32Array
  lat: Float64Array
  lng: Float64Array
}

/** Built once per snapshot (snapshots are immutable), on the first geo search. */
const built = new WeakMap<Snapshot, GeoLocations>()

function isPoint(value: unknown): value is { lat: number; lng: number } {
  if (value === null || typeof value !== 'object') return false
  const lat = ownValue(value, 'lat')
  const lng = ownValue(value, 'lng')
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  )
}

function pointsOf(doc: Hit): unknown[] {
  const geoloc = ownValue(doc, '_geoloc')
  if (geoloc === undefined || geoloc === null) return []
  return Array.isArray(geoloc) ? geoloc : [geoloc]
}

function* buildLocations(snapshot: Snapshot): Steps<GeoLocations> {
  const { docs, size } = snapshot
  const start = new Uint32Array(size + 1)
  const lat: number[] = []
  const lng: number[] = []
  for (let d = 0; d < size; d++) {
    for (const point of pointsOf(docs[d]!)) {
      if (!isPoint(point)) continue
      lat.push(point.lat)
      lng.push(point.lng)
    }
    start[d + 1] = lat.length
    if (d % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield
  }
  return { start, lat: Float64Array.from(lat), lng: Float64Array.from(lng) }
}

/** The snapshot's locations, built (as steps) on first use. */
export function* locationSteps(snapshot: Snapshot): Steps<GeoLocations> {
  let locations = built.get(snapshot)
  if (!locations) {
    locations = yield* buildLocations(snapshot)
    built.set(snapshot, locations)
  }
  return locations
}

/** The snapshot's locations, built at once if no geo search built them yet. */
export function locationsOf(snapshot: Snapshot): GeoLocations {
  return built.get(snapshot) ?? finish(locationSteps(snapshot))
}
