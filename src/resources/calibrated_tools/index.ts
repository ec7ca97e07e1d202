import BuildIcon from '@mui/icons-material/Build';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./CalibratedToolList')).Component,
  edit: lazyScreen(() => import('./CalibratedToolEdit')).Component,
  create: lazyScreen(() => import('./CalibratedToolCreate')).Component,
  icon: BuildIcon,
  recordRepresentation: (record: RaRecord) => `${record.tool_no} · ${record.description}`,
};
