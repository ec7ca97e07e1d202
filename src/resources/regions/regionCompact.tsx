import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { InactiveChip } from '../../components/crud/fields/InactiveChip';

export const regionCompact: CompactRepresentation = {
  secondary: (record) => [record.currency, record.time_zone].filter(Boolean).join(' · '),
  status: <InactiveChip />,
};
