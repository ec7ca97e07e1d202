import { CrudCreate } from '../../components/crud';
import { DictionaryEntryForm } from './DictionaryEntryForm';

export default function DictionaryEntryCreate() {
  return (
    <CrudCreate>
      <DictionaryEntryForm />
    </CrudCreate>
  );
}
