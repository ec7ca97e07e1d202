import AirplanemodeActiveIcon from '@mui/icons-material/AirplanemodeActive';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./AircraftTypeList')).Component,
  edit: lazyScreen(() => import('./AircraftTypeEdit')).Component,
  create: lazyScreen(() => import('./AircraftTypeCreate')).Component,
  icon: AirplanemodeActiveIcon,
  recordRepresentation: (record: RaRecord) => `${record.icao} · ${record.manufacturer} ${record.model}`,
};
