import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./TruckList')).Component,
  edit: lazyScreen(() => import('./TruckEdit')).Component,
  create: lazyScreen(() => import('./TruckCreate')).Component,
  icon: LocalShippingIcon,
  recordRepresentation: (record: RaRecord) => `${record.registration}${record.fleet_no ? ` · ${record.fleet_no}` : ''}`,
};
