import { useQuery } from '@tanstack/react-query';
import { fetchActiveHotTable } from './deIcingApi';

/** The active HOT set with its rows (null when none is active): the form looks windows up in it, the screens say when it is a demo. */
export function useActiveHotTable() {
  return useQuery({ queryKey: ['de_icing', 'active_table'], queryFn: fetchActiveHotTable, staleTime: 60_000 });
}
