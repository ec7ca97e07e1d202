import type { CompactRepresentation } from '../../components/crud/list/CompactList';

export const airportCompact: CompactRepresentation = {
  secondary: (record) => [record.city, record.country].filter(Boolean).join(', '),
  status: (record) => record.icao,
};
