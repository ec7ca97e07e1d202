import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./ServiceList')).Component,
  edit: lazyScreen(() => import('./ServiceEdit')).Component,
  create: lazyScreen(() => import('./ServiceCreate')).Component,
  icon: AssignmentTurnedInIcon,
  recordRepresentation: (record: RaRecord) => `${record.code} · ${record.name}`,
};
