import { CrudEdit } from '../../components/crud';
import { TrainingCourseForm } from './TrainingCourseForm';

export default function TrainingCourseEdit() {
  return (
    <CrudEdit>
      <TrainingCourseForm />
    </CrudEdit>
  );
}
