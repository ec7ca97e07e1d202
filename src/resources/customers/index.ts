import BusinessIcon from '@mui/icons-material/Business';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./CustomerList')).Component,
  edit: lazyScreen(() => import('./CustomerEdit')).Component,
  create: lazyScreen(() => import('./CustomerCreate')).Component,
  icon: BusinessIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
