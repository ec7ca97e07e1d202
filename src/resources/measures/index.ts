import StraightenIcon from '@mui/icons-material/Straighten';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./MeasureList')).Component,
  edit: lazyScreen(() => import('./MeasureEdit')).Component,
  create: lazyScreen(() => import('./MeasureCreate')).Component,
  icon: StraightenIcon,
  recordRepresentation: (record: RaRecord) => `${record.code} · ${record.name}`,
};
