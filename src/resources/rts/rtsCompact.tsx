import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { InactiveChip } from '../../components/crud/fields/InactiveChip';

export const rtsCompact: CompactRepresentation = {
  secondary: (record) => record.regulation_basis,
  status: <InactiveChip />,
};
