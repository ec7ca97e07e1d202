import { ReferenceField } from 'react-admin';
import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { InactiveChip } from '../../components/crud/fields/InactiveChip';

export const stationCompact: CompactRepresentation = {
  secondary: <ReferenceField source="airport_id" reference="airport" link={false} />,
  status: <InactiveChip />,
};
