import { useQuery } from '@tanstack/react-query';
import { fetchCatalogue } from '../onCallApi';

/** The request's pickers (expense types, materials matching `q`, RTS statements), loaded when a panel needs them. */
export function useCatalogue(requestId: number, q = '', enabled = true) {
  return useQuery({
    queryKey: ['on_call', 'catalogue', requestId, q],
    queryFn: () => fetchCatalogue(requestId, q),
    enabled,
    placeholderData: (previous) => previous,
  });
}
