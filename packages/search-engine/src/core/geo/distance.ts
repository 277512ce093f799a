/** Mean Earth radius in meters (IUGG). */
const EARTH_RADIUS_M = 6_371_008.8
const RADIANS = Math.PI / 180

/** Great-circle (haversine) distance in meters between two points given in degrees. */
export function distanceMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RADIANS
  const dLng = (lng2 - lng1) * RADIANS
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))
}
