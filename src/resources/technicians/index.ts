import EngineeringIcon from '@mui/icons-material/Engineering';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./TechnicianList')).Component,
  edit: lazyScreen(() => import('./TechnicianEdit')).Component,
  create: lazyScreen(() => import('./TechnicianCreate')).Component,
  icon: EngineeringIcon,
  recordRepresentation: (record: RaRecord) => `${record.employee_no} · ${record.name}`,
};
