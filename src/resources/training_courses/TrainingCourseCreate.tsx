import { CrudCreate } from '../../components/crud';
import { TrainingCourseForm } from './TrainingCourseForm';

export default function TrainingCourseCreate() {
  return (
    <CrudCreate>
      <TrainingCourseForm />
    </CrudCreate>
  );
}
