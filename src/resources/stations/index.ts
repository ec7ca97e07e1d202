import StoreIcon from '@mui/icons-material/Store';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./StationList')).Component,
  edit: lazyScreen(() => import('./StationEdit')).Component,
  create: lazyScreen(() => import('./StationCreate')).Component,
  icon: StoreIcon,
  recordRepresentation: (record: RaRecord) => `${record.code} · ${record.name}`,
};
