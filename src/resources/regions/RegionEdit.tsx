import { CrudEdit } from '../../components/crud';
import { RegionForm } from './RegionForm';

export default function RegionEdit() {
  return (
    <CrudEdit>
      <RegionForm />
    </CrudEdit>
  );
}
