import { CrudCreate } from '../../components/crud';
import { RtsForm } from './RtsForm';

export default function RtsCreate() {
  return (
    <CrudCreate>
      <RtsForm />
    </CrudCreate>
  );
}
