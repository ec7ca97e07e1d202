import { useState } from 'react';
import { Button } from '@mui/material';
import DrawIcon from '@mui/icons-material/Draw';
import { useTranslate } from 'react-admin';
import { signRts } from '../activityApi';
import type { RtsPreview } from '../activityTypes';
import { SignRtsDialog } from './SignRtsDialog';

/** "Sign RTS" and its password dialog: the same on the activity page and on My work cards. */
export function SignRtsButton({
  activityId,
  preview,
  onSigned,
  fullWidth,
}: {
  activityId: number;
  preview: RtsPreview;
  onSigned: () => void;
  fullWidth?: boolean;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        color="success"
        startIcon={<DrawIcon />}
        disabled={!preview.can_sign}
        onClick={() => setOpen(true)}
        fullWidth={fullWidth}
        sx={{ minHeight: 48 }}
      >
        {translate('scheduled.activity.rts.sign')}
      </Button>
      {open && (
        <SignRtsDialog
          sign={(password) => signRts(activityId, { password, rts_template_id: preview.template_id ?? undefined })}
          statement={preview.statement}
          onClose={() => setOpen(false)}
          onSigned={() => {
            setOpen(false);
            onSigned();
          }}
        />
      )}
    </>
  );
}
