import { useStore } from 'react-admin';
import type { DeIcingStation } from './deIcingApi';

/**
 * The station the pad view and the new-treatment form start from: the last one picked, else
 * `opening` (the pad's padOpeningStation: the home station, else the busiest today), else the first.
 */
export function useDeIcingStation(stations: DeIcingStation[] | undefined, opening?: number): [DeIcingStation | null, (id: number) => void] {
  const [chosen, setChosen] = useStore<number | null>('de_icing.station', null);
  const station =
    stations?.find((candidate) => candidate.id === chosen) ??
    stations?.find((candidate) => candidate.id === opening) ??
    stations?.[0] ??
    null;
  return [station, setChosen];
}
