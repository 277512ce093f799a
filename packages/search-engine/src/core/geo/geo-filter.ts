import { Bitset } from '../bitset'
import type { Snapshot } from '../snapshot'
import type { Steps } from '../steps'
import { smallestKeys } from '../top-k'
import type { SearchParams } from '../types'
import { inBox, inPolygon } from './area-tests'
import { distanceMeters } from './distance'
import { geoArea, type GeoArea } from './geo-query'
import { locationSteps, type GeoLocations } from './locations'

/**
 * Location tests between two points where a sliced search may pause; a polygon test counts
 * one per edge, so a 10,000-point polygon pauses every few records.
 */
const WORK_PER_STEP = 65_536

/**
 * The automatic radius (no `aroundRadius`) holds this many records with a location, the
 * closest ones, or every one when fewer: a stand-in for Algolia's density-based radius.
 */
export const AUTOMATIC_RADIUS_RECORDS = 1000

/** Tests one location; `cost` is the work it counts toward a pause. */
interface AreaTest {
  inside: (lat: number, lng: number) => boolean
  cost: number
}

function areaTest(area: Exclude<GeoArea, { kind: 'around' }>): AreaTest {
  if (area.kind === 'boxes') {
    const { boxes } = area
    return { inside: (lat, lng) => boxes.some((b) => inBox(b, lat, lng)), cost: boxes.length }
  }
  const { polygons } = area
  const cost = polygons.reduce((sum, p) => sum + p.points.length / 2, 0)
  return { inside: (lat, lng) => polygons.some((p) => inPolygon(p, lat, lng)), cost }
}

function* insideArea(locations: GeoLocations, test: AreaTest, size: number): Steps<Bitset> {
  const { start, lat, lng } = locations
  const bits = new Bitset(size)
  let work = 0
  for (let d = 0; d < size; d++) {
    for (let i = start[d]!; i < start[d + 1]!; i++) {
      if (test.inside(lat[i]!, lng[i]!)) {
        bits.add(d)
        break
      }
    }
    work += 1 + (start[d + 1]! - start[d]!) * test.cost
    if (work >= WORK_PER_STEP) {
      work = 0
      yield
    }
  }
  return bits
}

/** Distance in meters from `center` to each live record's closest location (Infinity: none). */
function* closestDistances(
  snapshot: Snapshot,
  locations: GeoLocations,
  center: { lat: number; lng: number },
): Steps<Float64Array> {
  const { start, lat, lng } = locations
  const { size, live } = snapshot
  const out = new Float64Array(size).fill(Infinity)
  let work = 0
  for (let d = 0; d < size; d++) {
    if (live && !live.has(d)) continue
    for (let i = start[d]!; i < start[d + 1]!; i++) {
      out[d] = Math.min(out[d]!, distanceMeters(center.lat, center.lng, lat[i]!, lng[i]!))
    }
    work += 1 + start[d + 1]! - start[d]!
    if (work >= WORK_PER_STEP) {
      work = 0
      yield
    }
  }
  return out
}

function* aroundCenter(
  snapshot: Snapshot,
  locations: GeoLocations,
  area: Extract<GeoArea, { kind: 'around' }>,
): Steps<Bitset> {
  const distances = yield* closestDistances(snapshot, locations, area.center)
  let radius = area.radius === 'all' ? Infinity : area.radius
  if (radius === undefined) {
    const closest = smallestKeys(distances, distances.length, AUTOMATIC_RADIUS_RECORDS)
    const last = closest.findLastIndex(Number.isFinite)
    radius = last === closest.length - 1 && last >= 0 ? closest[last]! : Infinity
    radius = Math.max(radius, area.minimumRadius)
  }
  const bits = new Bitset(snapshot.size)
  for (let d = 0; d < distances.length; d++) {
    // Infinity: no location, outside even `all`.
    if (distances[d]! <= radius && distances[d]! < Infinity) bits.add(d)
  }
  return bits
}

/** Records with a location in the area (cached per snapshot like filters), as steps. */
function* areaBitset(snapshot: Snapshot, area: GeoArea, key: string): Steps<Bitset> {
  const cached = snapshot.findFilter(key)
  if (cached) return cached
  const locations = yield* locationSteps(snapshot)
  const bits =
    area.kind === 'around'
      ? yield* aroundCenter(snapshot, locations, area)
      : yield* insideArea(locations, areaTest(area), snapshot.size)
  return snapshot.cachedFilter(key, () => bits)
}

/** `filter` narrowed to the records inside the search's geo area (unchanged without one). */
export function* withGeoFilter(
  snapshot: Snapshot,
  params: SearchParams,
  filter: Bitset | undefined,
): Steps<Bitset | undefined> {
  const area = geoArea(params)
  if (!area) return filter
  const { insideBoundingBox, insidePolygon, aroundLatLng, aroundRadius, minimumAroundRadius } =
    params
  const key = `\u0002geo\u0000${JSON.stringify([insideBoundingBox, insidePolygon, aroundLatLng, aroundRadius, minimumAroundRadius])}`
  const geo = yield* areaBitset(snapshot, area, key)
  return filter ? new Bitset(filter.size, filter.words.slice()).and(geo) : geo
}
