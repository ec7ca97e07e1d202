import SpeakerNotesIcon from '@mui/icons-material/SpeakerNotes';
import type { RaRecord } from 'react-admin';
import { lazyScreen } from '../../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./MemoList')).Component,
  edit: lazyScreen(() => import('./MemoEdit')).Component,
  create: lazyScreen(() => import('./MemoCreate')).Component,
  icon: SpeakerNotesIcon,
  recordRepresentation: (record: RaRecord) => String(record.title),
};
