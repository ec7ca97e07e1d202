import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { StatusChip } from '../../components/crud';
import { aircraftCategoryColours } from './aircraftCategory';

export const aircraftTypeCompact: CompactRepresentation = {
  secondary: (record) => record.iata,
  status: <StatusChip source="category" colours={aircraftCategoryColours} />,
};
