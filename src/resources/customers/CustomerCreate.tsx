import { CrudCreate } from '../../components/crud';
import { CustomerForm } from './CustomerForm';

export default function CustomerCreate() {
  return (
    <CrudCreate>
      <CustomerForm />
    </CrudCreate>
  );
}
