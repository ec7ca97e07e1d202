import { CrudEdit } from '../../components/crud';
import { ResourceCategoryForm } from './ResourceCategoryForm';

export default function ResourceCategoryEdit() {
  return (
    <CrudEdit>
      <ResourceCategoryForm />
    </CrudEdit>
  );
}
