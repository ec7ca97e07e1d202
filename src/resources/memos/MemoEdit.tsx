import { CrudEdit } from '../../components/crud';
import { MemoForm } from './MemoForm';
import { MemoReceiptsPanel } from './MemoReceiptsPanel';

export default function MemoEdit() {
  return (
    <CrudEdit>
      <MemoForm />
      {/* Read-only, below the form: who has read and acknowledged the memo (What's up, docs/modules/home.md). */}
      <MemoReceiptsPanel />
    </CrudEdit>
  );
}
