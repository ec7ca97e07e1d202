import { CrudCreate } from '../../components/crud';
import { UserForm } from './UserForm';

export default function UserCreate() {
  return (
    <CrudCreate>
      <UserForm />
    </CrudCreate>
  );
}
