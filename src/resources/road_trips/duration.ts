/** Minutes as h:mm ("95" → "1:35"), how planners read a drive time: the one duration formatter. */
export { durationText as formatMinutes } from '../../../model/core/duration';

/** Cost of one trip one way: distance × mileage rate + tolls (null when a number is missing). */
export function tripCost(distanceKm: unknown, mileageRate: unknown, tolls: unknown): number | null {
  const distance = Number(distanceKm);
  const rate = Number(mileageRate);
  if (distanceKm === '' || distanceKm == null || mileageRate === '' || mileageRate == null) return null;
  if (!Number.isFinite(distance) || !Number.isFinite(rate)) return null;
  const toll = Number(tolls) || 0;
  return Math.round((distance * rate + toll) * 100) / 100;
}
