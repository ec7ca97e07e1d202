import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLiveRefetch } from '../../live';
import { fetchBookings, fetchResources } from './resourcesApi';

/** Every query of the tab sits under this key: a live `resources` event or a write refreshes them all. */
export const resourcesQueryKey = ['resource_allocation'] as const;

const dayMs = 86_400_000;

const bookingsQuery = (from: string, to: string, stationId: number | null) => ({
  queryKey: [...resourcesQueryKey, 'bookings', { from, to, stationId }],
  queryFn: () => fetchBookings({ station_id: stationId, from, to }),
});

/**
 * A station's resources and the bookings of the days shown. The period asked for reaches a day
 * either side in UTC, so the station's local days are inside it whatever its zone; the axis clips.
 * The answer names the region's stations: without a station asked for (or one of another region)
 * the first is shown, which takes a second call for its own bookings.
 */
export function useStationPeriod(date: string, days: number, requestedStationId: number | null) {
  const from = new Date(Date.parse(`${date}T00:00:00Z`) - dayMs).toISOString();
  const to = new Date(Date.parse(`${date}T00:00:00Z`) + (days + 1) * dayMs).toISOString();
  const first = useQuery({ ...bookingsQuery(from, to, requestedStationId), placeholderData: (previous) => previous });
  const stations = first.data?.stations ?? [];
  const station = stations.find((candidate) => candidate.id === requestedStationId) ?? stations[0] ?? null;
  const stationId = station?.id ?? null;
  const period = useQuery({ ...bookingsQuery(from, to, stationId), enabled: stationId !== null, placeholderData: (previous) => previous });
  const resources = useQuery({
    queryKey: [...resourcesQueryKey, 'resources', { stationId }],
    queryFn: () => fetchResources({ station_id: stationId }),
    enabled: stationId !== null,
  });
  return {
    stations,
    station,
    period: period.data,
    resources: resources.data,
    error: first.error ?? period.error ?? resources.error,
  };
}

/** The region's stations and their zones (the bookings answer names them; an empty minute is the cheapest question). */
export function useRegionStations() {
  return useQuery({
    queryKey: [...resourcesQueryKey, 'stations'],
    queryFn: async () => {
      const now = Date.now();
      return (await fetchBookings({ from: new Date(now).toISOString(), to: new Date(now + 60_000).toISOString() })).stations;
    },
    staleTime: 10 * 60_000,
  });
}

/** Reloads the tab's data; resolves once it is back (a moved bar waits for its new place). */
export function useRefreshResources() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: resourcesQueryKey }), [client]);
}

/** Live refresh (docs/ARCHITECTURE.md, live events): any booking or resource change of the region reloads what is on screen. */
export function useLiveResources() {
  useLiveRefetch('resources', [[...resourcesQueryKey]]);
}
