import { CrudEdit } from '../../components/crud';
import { DictionaryEntryForm } from './DictionaryEntryForm';

export default function DictionaryEntryEdit() {
  return (
    <CrudEdit>
      <DictionaryEntryForm />
    </CrudEdit>
  );
}
