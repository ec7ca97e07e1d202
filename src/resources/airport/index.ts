import FlightLandIcon from '@mui/icons-material/FlightLand';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./AirportList')).Component,
  edit: lazyScreen(() => import('./AirportEdit')).Component,
  create: lazyScreen(() => import('./AirportCreate')).Component,
  icon: FlightLandIcon,
  recordRepresentation: (record: RaRecord) => `${record.iata} · ${record.name}`,
};
