import SecurityIcon from '@mui/icons-material/Security';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./RoleList')).Component,
  edit: lazyScreen(() => import('./RoleEdit')).Component,
  create: lazyScreen(() => import('./RoleCreate')).Component,
  icon: SecurityIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
