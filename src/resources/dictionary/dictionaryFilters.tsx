import { TextInput } from 'react-admin';

/** Exact matches (the server filters category and abbreviation by equality; `q` searches term and abbreviation). */
export const dictionaryFilters = [
  <TextInput key="category" source="category" alwaysOn helperText={false} />,
  <TextInput key="abbreviation" source="abbreviation" helperText={false} />,
];
