import { CrudEdit } from '../../components/crud';
import { ShiftTypeForm } from './ShiftTypeForm';

export default function ShiftTypeEdit() {
  return (
    <CrudEdit>
      <ShiftTypeForm />
    </CrudEdit>
  );
}
