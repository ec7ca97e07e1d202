import HandymanIcon from '@mui/icons-material/Handyman';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./EquipmentList')).Component,
  edit: lazyScreen(() => import('./EquipmentEdit')).Component,
  create: lazyScreen(() => import('./EquipmentCreate')).Component,
  icon: HandymanIcon,
  recordRepresentation: (record: RaRecord) => `${record.asset_no} · ${record.name}`,
};
