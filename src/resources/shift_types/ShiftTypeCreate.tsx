import { CrudCreate } from '../../components/crud';
import { ShiftTypeForm } from './ShiftTypeForm';

export default function ShiftTypeCreate() {
  return (
    <CrudCreate>
      <ShiftTypeForm />
    </CrudCreate>
  );
}
