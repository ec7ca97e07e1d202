import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./UserList')).Component,
  edit: lazyScreen(() => import('./UserEdit')).Component,
  create: lazyScreen(() => import('./UserCreate')).Component,
  icon: PeopleIcon,
  recordRepresentation: (record: RaRecord) => `${record.name} <${record.email}>`,
};
