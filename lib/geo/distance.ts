// Straight-line distance over the Earth's surface (the haversine formula on a sphere of the
// Earth's mean radius): what a page calls "em linha reta", never a distance by road.

/** The Earth's mean radius, km (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;

export type Point = { latitude: number; longitude: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Kilometres between two points given in decimal degrees. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
