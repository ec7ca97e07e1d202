import DescriptionIcon from '@mui/icons-material/Description';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./RtsList')).Component,
  edit: lazyScreen(() => import('./RtsEdit')).Component,
  create: lazyScreen(() => import('./RtsCreate')).Component,
  icon: DescriptionIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
