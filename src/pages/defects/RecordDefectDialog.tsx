import { useState } from 'react';
import { Box, Button, LinearProgress, TextField, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslate } from 'react-admin';
import { isAcceptableImage } from '../../../model/imageUpload';
import type { DefectRecord } from '../../../model/modules/defects';
import { useServerForm } from '../../components/form/useServerForm';
import { sendOrQueue, useOnline, type Sent } from '../../components/offline';
import { defectChange, recordDefect, uploadDefectPhoto, type DefectChange, type DefectJobRef } from './defectsApi';
import { DefectFormDialog } from './DefectFormDialog';

/**
 * "Record a defect" in three taps on a phone: type what was found (the field has the focus), take a
 * photo if it helps (the back camera opens), Save. The defect is recorded first and the photo follows
 * on its own route; should the photo fail, Save again sends only the photo (no second defect).
 * `offline` (the My work card): with no network the defect is kept on the phone and sent later
 * (docs/modules/scheduled.md, "My work offline"); a photo needs the network, so it is added once back online.
 */
export function RecordDefectDialog({
  job,
  offline = false,
  onClose,
  onChanged,
}: {
  job: DefectJobRef;
  offline?: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const online = useOnline();
  const photoAllowed = online || !offline;
  const form = useServerForm({ description: '', ata_chapter: '' });
  const [photo, setPhoto] = useState<File | null>(null);
  const [recorded, setRecorded] = useState<DefectRecord | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!recorded && !form.values.description.trim()) {
      form.setErrors({ description: [translate('defects.description_required')] });
      return;
    }
    if (photo && !isAcceptableImage(photo)) {
      form.setErrors({ photo: [translate('defects.photo_rules')] });
      return;
    }
    const outcome = await form.submit(async (values, { onProgress }) => {
      let defect = recorded;
      if (!defect) {
        const body = { description: values.description.trim(), ata_chapter: values.ata_chapter.trim() || null };
        const sent: Sent<DefectRecord> =
          offline && 'activity_id' in job
            ? await sendOrQueue<DefectRecord, DefectChange>(defectChange(job, body))
            : { queued: false, json: await recordDefect(job, body) };
        onChanged();
        if (sent.queued) return;
        defect = sent.json;
        setRecorded(defect);
      }
      if (photo) await uploadDefectPhoto(job, defect.id, photo, onProgress);
    });
    if (!outcome.ok) return;
    if (photo) onChanged();
    onClose();
  };
  return (
    <DefectFormDialog
      id="record-defect-title"
      title={translate('defects.record_title')}
      errors={form.errors}
      busy={form.busy}
      submitLabel="ra.action.save"
      onClose={onClose}
      onSubmit={submit}
    >
      {recorded && (
        <Typography color="warning.main" sx={{ mb: 2 }}>
          {translate('defects.photo_retry')}
        </Typography>
      )}
      <TextField
        {...form.field('description')}
        label={translate('defects.description')}
        required
        multiline
        minRows={3}
        fullWidth
        autoFocus
        margin="dense"
        disabled={!!recorded}
      />
      <TextField
        {...form.field('ata_chapter')}
        label={translate('defects.ata_chapter')}
        helperText={form.errors.ata_chapter?.[0] ?? translate('defects.ata_chapter_help')}
        fullWidth
        margin="dense"
        disabled={!!recorded}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {/* A label around the hidden input: one tap opens the camera, and the button is the input's name. */}
        <Button component="label" variant="outlined" startIcon={<PhotoCameraIcon />} disabled={!photoAllowed} sx={{ minHeight: 48 }}>
          {translate(photo ? 'defects.photo_change' : 'defects.photo_take')}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            onChange={(event) => {
              setPhoto(event.target.files?.[0] ?? null);
              form.setErrors({});
            }}
          />
        </Button>
        {photo && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {photo.name}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color={form.errors.photo ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
        {form.errors.photo?.[0] ?? translate(photoAllowed ? 'defects.photo_rules' : 'defects.photo_needs_network')}
      </Typography>
      {form.busy && form.progress !== null && (
        <LinearProgress variant="determinate" value={form.progress} sx={{ mt: 1 }} aria-label={translate('defects.uploading')} />
      )}
    </DefectFormDialog>
  );
}
