import { CrudEdit } from '../../components/crud';
import { MemoForm } from './MemoForm';

export default function MemoEdit() {
  return (
    <CrudEdit>
      <MemoForm />
    </CrudEdit>
  );
}
