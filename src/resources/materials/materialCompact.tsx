import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { StatusChip } from '../../components/crud';
import { materialCategoryColours } from './category';

export const materialCompact: CompactRepresentation = {
  status: <StatusChip source="category" colours={materialCategoryColours} />,
};
