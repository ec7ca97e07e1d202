import { CrudCreate } from '../../components/crud';
import { MaterialForm } from './MaterialForm';

export default function MaterialCreate() {
  return (
    <CrudCreate>
      <MaterialForm />
    </CrudCreate>
  );
}
