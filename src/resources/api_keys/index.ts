import KeyIcon from '@mui/icons-material/Key';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

/** API keys (docs/security.md, "API keys"): listed and created here, never edited; revoked from the list. */
export default {
  list: lazyScreen(() => import('./ApiKeyList')).Component,
  create: lazyScreen(() => import('./ApiKeyCreate')).Component,
  icon: KeyIcon,
  recordRepresentation: (record: RaRecord) => String(record.name),
};
