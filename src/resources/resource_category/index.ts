import CategoryIcon from '@mui/icons-material/Category';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./ResourceCategoryList')).Component,
  edit: lazyScreen(() => import('./ResourceCategoryEdit')).Component,
  create: lazyScreen(() => import('./ResourceCategoryCreate')).Component,
  icon: CategoryIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
