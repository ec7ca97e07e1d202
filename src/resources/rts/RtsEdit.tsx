import { CrudEdit } from '../../components/crud';
import { RtsForm } from './RtsForm';

export default function RtsEdit() {
  return (
    <CrudEdit>
      <RtsForm />
    </CrudEdit>
  );
}
