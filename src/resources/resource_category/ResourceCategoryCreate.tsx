import { CrudCreate } from '../../components/crud';
import { ResourceCategoryForm } from './ResourceCategoryForm';

export default function ResourceCategoryCreate() {
  return (
    <CrudCreate>
      <ResourceCategoryForm />
    </CrudCreate>
  );
}
