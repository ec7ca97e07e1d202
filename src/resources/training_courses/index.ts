import SchoolIcon from '@mui/icons-material/School';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./TrainingCourseList')).Component,
  edit: lazyScreen(() => import('./TrainingCourseEdit')).Component,
  create: lazyScreen(() => import('./TrainingCourseCreate')).Component,
  icon: SchoolIcon,
  recordRepresentation: (record: RaRecord) => `${record.code} · ${record.name}`,
};
