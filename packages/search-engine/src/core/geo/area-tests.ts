import type { Box, Polygon } from './geo-query'

export function inBox(box: Box, lat: number, lng: number): boolean {
  return lat >= box.minLat && lat <= box.maxLat && lng >= box.minLng && lng <= box.maxLng
}

/** Even-odd ray casting on the (longitude, latitude) plane. */
export function inPolygon(polygon: Polygon, lat: number, lng: number): boolean {
  if (!inBox(polygon.bounds, lat, lng)) return false
  const p = polygon.points
  let inside = false
  for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) {
    const latI = p[i]!
    const latJ = p[j]!
    if (latI > lat !== latJ > lat) {
      const lngI = p[i + 1]!
      const crossing = lngI + ((lat - latI) * (p[j + 1]! - lngI)) / (latJ - latI)
      if (lng < crossing) inside = !inside
    }
  }
  return inside
}
