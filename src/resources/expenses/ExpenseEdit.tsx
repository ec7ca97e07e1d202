import { CrudEdit } from '../../components/crud';
import { ExpenseForm } from './ExpenseForm';

export default function ExpenseEdit() {
  return (
    <CrudEdit>
      <ExpenseForm />
    </CrudEdit>
  );
}
