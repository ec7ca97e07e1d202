import { useGetOne } from 'react-admin';
import { useCurrentUser } from '../../providers/useCurrentUser';

/** Until the zone is known (or when nothing names one) times are typed in UTC, and the label says so. */
export const fallbackZone = 'UTC';

/**
 * Stations, airports and regions are Settings records (docs/security.md): read only by whoever may
 * read them, so a reader without the Settings tab is never answered 403 for a label's zone.
 */
function useReadsSettings(): boolean {
  return (useCurrentUser()?.permission ?? []).some((permission) => permission.permissions_name === 'settings_tab');
}

/**
 * The active region's time zone: the zone of a time typed where no station or airport is chosen
 * yet (a session planned for the whole region, a part request before its station is picked).
 */
export function useRegionZone(): string {
  const regionId = useCurrentUser()?.instance_id ?? null;
  const readable = useReadsSettings();
  const region = useGetOne<{ id: number; time_zone: string }>('regions', { id: regionId ?? 0 }, { enabled: readable && regionId !== null });
  return region.data?.time_zone ?? fallbackZone;
}

/** An airport's time zone, the active region's until one is chosen. */
export function useAirportZone(airportId: number | null | undefined): string {
  const readable = useReadsSettings();
  const airport = useGetOne<{ id: number; time_zone: string }>('airport', { id: airportId ?? 0 }, { enabled: readable && !!airportId });
  // Asked even once an airport is chosen: while the airport loads, the label keeps the region's zone.
  const regionZone = useRegionZone();
  return (airportId && airport.data?.time_zone) || regionZone;
}

/**
 * A station's time zone (its airport's: station-local times derive from it, docs/ARCHITECTURE.md),
 * the active region's until a station is chosen.
 */
export function useStationZone(stationId: number | string | null | undefined): string {
  const id = Number(stationId) || null;
  const readable = useReadsSettings();
  const station = useGetOne<{ id: number; airport_id: number }>('stations', { id: id ?? 0 }, { enabled: readable && id !== null });
  return useAirportZone(id ? station.data?.airport_id : null);
}
