import { SEATS } from '@/content/cities/seats';
import { distanceKm, EARTH_RADIUS_KM } from '@/lib/geo/distance';

const seat = (name: string) => SEATS.find((s) => s.name === name)!;

describe('straight-line distance', () => {
  it('is a degree of the equator for one degree of longitude there, zero to itself, the same both ways', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo((Math.PI * EARTH_RADIUS_KM) / 180, 6);
    expect(distanceKm(seat('Londrina'), seat('Londrina'))).toBe(0);
    expect(distanceKm(seat('Londrina'), seat('Maringá'))).toBeCloseTo(distanceKm(seat('Maringá'), seat('Londrina')), 9);
  });

  it('gives the seats of Paraná the distances a map shows in a straight line', () => {
    // Londrina–Maringá about 79 km, Londrina–Cambé about 12 km, Londrina–Curitiba about 316 km.
    expect(distanceKm(seat('Londrina'), seat('Maringá'))).toBeGreaterThan(77);
    expect(distanceKm(seat('Londrina'), seat('Maringá'))).toBeLessThan(81);
    expect(Math.round(distanceKm(seat('Londrina'), seat('Cambé')))).toBe(12);
    expect(distanceKm(seat('Londrina'), seat('Curitiba'))).toBeGreaterThan(300);
    expect(distanceKm(seat('Londrina'), seat('Curitiba'))).toBeLessThan(330);
  });
});
