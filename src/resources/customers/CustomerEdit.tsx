import { CrudEdit } from '../../components/crud';
import { CustomerForm } from './CustomerForm';

export default function CustomerEdit() {
  return (
    <CrudEdit>
      <CustomerForm />
    </CrudEdit>
  );
}
