import { CrudEdit } from '../../components/crud';
import { MaterialForm } from './MaterialForm';

export default function MaterialEdit() {
  return (
    <CrudEdit>
      <MaterialForm />
    </CrudEdit>
  );
}
