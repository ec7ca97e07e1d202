import { CrudCreate } from '../../components/crud';
import { RegionForm } from './RegionForm';

export default function RegionCreate() {
  return (
    <CrudCreate>
      <RegionForm />
    </CrudCreate>
  );
}
