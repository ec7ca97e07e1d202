import { CrudCreate } from '../../components/crud';
import { MeasureForm } from './MeasureForm';

export default function MeasureCreate() {
  return (
    <CrudCreate>
      <MeasureForm />
    </CrudCreate>
  );
}
