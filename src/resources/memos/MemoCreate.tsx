import { CrudCreate } from '../../components/crud';
import { MemoForm } from './MemoForm';

export default function MemoCreate() {
  return (
    <CrudCreate>
      <MemoForm />
    </CrudCreate>
  );
}
