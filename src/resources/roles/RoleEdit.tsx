import { CrudEdit } from '../../components/crud';
import { RoleForm } from './RoleForm';

export default function RoleEdit() {
  return (
    <CrudEdit>
      <RoleForm />
    </CrudEdit>
  );
}
