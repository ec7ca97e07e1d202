import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { InactiveChip } from '../../components/crud/fields/InactiveChip';

export const partCertCompact: CompactRepresentation = {
  secondary: (record) => record.authority,
  status: <InactiveChip />,
};
