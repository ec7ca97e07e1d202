import { CrudCreate } from '../../components/crud';
import { RoleForm } from './RoleForm';

export default function RoleCreate() {
  return (
    <CrudCreate>
      <RoleForm />
    </CrudCreate>
  );
}
