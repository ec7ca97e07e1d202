import VerifiedIcon from '@mui/icons-material/Verified';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./PartCertList')).Component,
  edit: lazyScreen(() => import('./PartCertEdit')).Component,
  create: lazyScreen(() => import('./PartCertCreate')).Component,
  icon: VerifiedIcon,
  recordRepresentation: (record: RaRecord) => `${record.code} · ${record.name}`,
};
