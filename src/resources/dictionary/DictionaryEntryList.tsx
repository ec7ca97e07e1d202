import { DataTable } from 'react-admin';
import { CrudList } from '../../components/crud';
import { dictionaryFilters } from './dictionaryFilters';
import { dictionaryCompact } from './dictionaryCompact';

const excerpt = (text: unknown) => {
  const value = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return value.length > 110 ? `${value.slice(0, 110)}…` : value;
};

export default function DictionaryEntryList() {
  return (
    <CrudList compact={dictionaryCompact} filters={dictionaryFilters} sort={{ field: 'term', order: 'ASC' }}>
      <DataTable.Col source="abbreviation" />
      <DataTable.Col source="term" />
      <DataTable.Col source="category" />
      <DataTable.Col source="definition" disableSort render={(record) => excerpt(record.definition)} />
    </CrudList>
  );
}
