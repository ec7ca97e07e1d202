import AltRouteIcon from '@mui/icons-material/AltRoute';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./RoadTripList')).Component,
  edit: lazyScreen(() => import('./RoadTripEdit')).Component,
  create: lazyScreen(() => import('./RoadTripCreate')).Component,
  icon: AltRouteIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
