import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveEvent, RosterChange as RosterLiveChange } from '../../../model/live';
import { useLiveChange } from '../../live';
import { fetchRoster } from './rosterApi';
import type { Roster } from './rosterTypes';

/** A `roster` event about this station on a day of the period (another supervisor saved). */
export function changesRoster(event: LiveEvent, stationId: number, from: string, to: string): boolean {
  const change = event.data as unknown as RosterLiveChange;
  return event.topic === 'roster' && change.station_ids?.includes(stationId) && change.dates?.some((date) => date >= from && date <= to);
}

/**
 * The station's roster for the period in one request. A live change loads it again while the
 * one on show stays (the screen then flags edited cells that changed under the user).
 */
export function useRoster(stationId: number | null, from: string, to: string) {
  const [roster, setRoster] = useState<Roster | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const wanted = `${stationId}|${from}|${to}`;
  const latest = useRef(wanted);
  latest.current = wanted;

  const load = useCallback(async () => {
    if (stationId === null) return;
    try {
      const next = await fetchRoster(stationId, from, to);
      if (latest.current === wanted) {
        setRoster(next);
        setError(null);
      }
    } catch (failure) {
      if (latest.current === wanted) setError(failure as Error);
    }
  }, [stationId, from, to, wanted]);

  useEffect(() => {
    setError(null);
    void load();
  }, [load]);

  useLiveChange(
    'roster',
    (event) => stationId !== null && changesRoster(event, stationId, from, to),
    () => void load(),
  );

  const current = roster && roster.station.id === stationId && roster.from === from && roster.to === to ? roster : null;
  return { roster: current, error, reload: load };
}
