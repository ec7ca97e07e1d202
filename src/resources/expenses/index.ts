import ReceiptIcon from '@mui/icons-material/Receipt';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./ExpenseList')).Component,
  edit: lazyScreen(() => import('./ExpenseEdit')).Component,
  create: lazyScreen(() => import('./ExpenseCreate')).Component,
  icon: ReceiptIcon,
  recordRepresentation: (record: RaRecord) => `${record.code} · ${record.name}`,
};
