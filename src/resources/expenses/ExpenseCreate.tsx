import { CrudCreate } from '../../components/crud';
import { ExpenseForm } from './ExpenseForm';

export default function ExpenseCreate() {
  return (
    <CrudCreate>
      <ExpenseForm />
    </CrudCreate>
  );
}
