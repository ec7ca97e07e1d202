import InventoryIcon from '@mui/icons-material/Inventory2';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./MaterialList')).Component,
  edit: lazyScreen(() => import('./MaterialEdit')).Component,
  create: lazyScreen(() => import('./MaterialCreate')).Component,
  icon: InventoryIcon,
  recordRepresentation: (record: RaRecord) => `${record.part_number} · ${record.description}`,
};
