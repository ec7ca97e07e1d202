import { CrudEdit } from '../../components/crud';
import { MeasureForm } from './MeasureForm';

export default function MeasureEdit() {
  return (
    <CrudEdit>
      <MeasureForm />
    </CrudEdit>
  );
}
