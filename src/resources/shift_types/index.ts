import ScheduleIcon from '@mui/icons-material/Schedule';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./ShiftTypeList')).Component,
  edit: lazyScreen(() => import('./ShiftTypeEdit')).Component,
  create: lazyScreen(() => import('./ShiftTypeCreate')).Component,
  icon: ScheduleIcon,
  recordRepresentation: (record: RaRecord) => `${record.code} · ${record.name}`,
};
