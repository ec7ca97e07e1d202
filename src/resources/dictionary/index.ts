import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./DictionaryEntryList')).Component,
  edit: lazyScreen(() => import('./DictionaryEntryEdit')).Component,
  create: lazyScreen(() => import('./DictionaryEntryCreate')).Component,
  icon: MenuBookIcon,
  recordRepresentation: (record: RaRecord) => (record.abbreviation ? `${record.abbreviation} · ${record.term}` : String(record.term)),
};
