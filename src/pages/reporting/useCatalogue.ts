import { useQuery } from '@tanstack/react-query';
import { fetchCatalogue } from './reportingApi';

/** The reports the server offers, in the caller's language (one fetch shared by the tab's screens). */
export const useCatalogue = () => useQuery({ queryKey: ['reporting', 'catalogue'], queryFn: fetchCatalogue, staleTime: 5 * 60_000 });
