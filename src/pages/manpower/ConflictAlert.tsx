import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Someone else saved cells this user had edited (409, or a live change): nothing was saved, the
 * user's edits stay, outlined in red; they may take the other version or keep theirs over it.
 */
export function ConflictAlert({ count, onTakeTheirs, onKeepMine }: { count: number; onTakeTheirs: () => void; onKeepMine: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button color="inherit" size="small" onClick={onTakeTheirs}>
            {translate('manpower.roster.conflict.take_theirs')}
          </Button>
          <Button color="inherit" size="small" onClick={onKeepMine}>
            {translate('manpower.roster.conflict.keep_mine')}
          </Button>
        </Box>
      }
    >
      <AlertTitle>{translate('manpower.roster.conflict.title', { smart_count: count })}</AlertTitle>
      {translate('manpower.roster.conflict.text')}
    </Alert>
  );
}
