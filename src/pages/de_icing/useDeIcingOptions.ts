import { useQuery } from '@tanstack/react-query';
import { fetchOptions } from './deIcingApi';

/** Stations, customers, types, trucks, technicians and fluids the De-Icing screens pick from (one call, cached). */
export function useDeIcingOptions() {
  return useQuery({ queryKey: ['de_icing', 'options'], queryFn: () => fetchOptions(), staleTime: 5 * 60_000 });
}
