import FlightIcon from '@mui/icons-material/Flight';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./FlightScheduleList')).Component,
  edit: lazyScreen(() => import('./FlightScheduleEdit')).Component,
  create: lazyScreen(() => import('./FlightScheduleCreate')).Component,
  icon: FlightIcon,
  recordRepresentation: (record: RaRecord) => [record.inbound_flight_no, record.outbound_flight_no].filter(Boolean).join(' / '),
};
