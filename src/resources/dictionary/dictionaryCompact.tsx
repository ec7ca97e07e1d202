import type { CompactRepresentation } from '../../components/crud/list/CompactList';

export const dictionaryCompact: CompactRepresentation = {
  secondary: (record) => record.category,
};
