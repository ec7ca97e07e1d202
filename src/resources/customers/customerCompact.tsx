import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { InactiveChip } from '../../components/crud/fields/InactiveChip';

export const customerCompact: CompactRepresentation = {
  secondary: (record) => [record.iata, record.icao, record.contact_name].filter(Boolean).join(' · '),
  status: <InactiveChip />,
};
