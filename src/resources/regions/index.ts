import PublicIcon from '@mui/icons-material/Public';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./RegionList')).Component,
  edit: lazyScreen(() => import('./RegionEdit')).Component,
  create: lazyScreen(() => import('./RegionCreate')).Component,
  icon: PublicIcon,
  recordRepresentation: (record: RaRecord) => `${record.code} · ${record.name}`,
};
