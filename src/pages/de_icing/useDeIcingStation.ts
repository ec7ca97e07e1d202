import { useStore } from 'react-admin';
import type { DeIcingStation } from './deIcingApi';

/** The station the pad view and the new-treatment form start from: the last one picked, else the first. */
export function useDeIcingStation(stations: DeIcingStation[] | undefined): [DeIcingStation | null, (id: number) => void] {
  const [chosen, setChosen] = useStore<number | null>('de_icing.station', null);
  const station = stations?.find((candidate) => candidate.id === chosen) ?? stations?.[0] ?? null;
  return [station, setChosen];
}
