import { useGetOne } from 'react-admin';
import { useCurrentUser } from '../../providers/useCurrentUser';

/** Until the zone is known (or when nothing names one) times are typed in UTC, and the label says so. */
export const fallbackZone = 'UTC';

/**
 * The active region's time zone: the zone of a time typed where no station or airport is chosen
 * yet (a session planned for the whole region, a part request before its station is picked).
 */
export function useRegionZone(): string {
  const regionId = useCurrentUser()?.instance_id ?? null;
  const region = useGetOne<{ id: number; time_zone: string }>('regions', { id: regionId ?? 0 }, { enabled: regionId !== null });
  return region.data?.time_zone ?? fallbackZone;
}

/** An airport's time zone, the active region's until one is chosen. */
export function useAirportZone(airportId: number | null | undefined): string {
  const regionZone = useRegionZone();
  const airport = useGetOne<{ id: number; time_zone: string }>('airport', { id: airportId ?? 0 }, { enabled: !!airportId });
  return (airportId && airport.data?.time_zone) || regionZone;
}

/**
 * A station's time zone (its airport's: station-local times derive from it, docs/ARCHITECTURE.md),
 * the active region's until a station is chosen.
 */
export function useStationZone(stationId: number | string | null | undefined): string {
  const id = Number(stationId) || null;
  const station = useGetOne<{ id: number; airport_id: number }>('stations', { id: id ?? 0 }, { enabled: id !== null });
  const zone = useAirportZone(id ? station.data?.airport_id : null);
  return zone;
}
