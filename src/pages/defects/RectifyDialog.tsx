import { useState } from 'react';
import { Box, Checkbox, CircularProgress, FormControlLabel, FormGroup, FormLabel, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useServerForm } from '../../components/form/useServerForm';
import { fetchEvidence, rectifyDefect, type EvidenceItem } from './defectsApi';
import { DefectFormDialog, type DefectActionProps } from './DefectFormDialog';

/** Ticks over one list of the job's evidence (its part issues, or its bookings). */
function EvidenceChoice({
  legend,
  empty,
  items,
  chosen,
  onChange,
}: {
  legend: string;
  empty: string;
  items: EvidenceItem[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <FormLabel component="legend">{legend}</FormLabel>
      {items.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
      <FormGroup>
        {items.map((item) => (
          <FormControlLabel
            key={item.id}
            sx={{ minHeight: 48 }}
            control={
              <Checkbox
                checked={chosen.includes(item.id)}
                onChange={(event) => onChange(event.target.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))}
              />
            }
            label={item.label}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

/**
 * Rectify a defect: the work done, and which of this job's part issues and bookings were used for it
 * (GET …/defects/evidence), so the record names the parts and tools of the repair.
 */
export function RectifyDialog({ job, defect, onClose, onChanged }: DefectActionProps) {
  const translate = useTranslate();
  const evidence = useQuery({ queryKey: ['defects', 'evidence', job], queryFn: () => fetchEvidence(job) });
  const form = useServerForm({ action_taken: '' });
  const [movementIds, setMovementIds] = useState<number[]>([]);
  const [bookingIds, setBookingIds] = useState<number[]>([]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.values.action_taken.trim()) {
      form.setErrors({ action_taken: [translate('defects.action_taken_required')] });
      return;
    }
    const outcome = await form.submit((values) =>
      rectifyDefect(job, defect.id, { action_taken: values.action_taken.trim(), movement_ids: movementIds, booking_ids: bookingIds }),
    );
    if (!outcome.ok) return;
    onChanged();
    onClose();
  };
  return (
    <DefectFormDialog
      id="rectify-defect-title"
      title={translate('defects.rectify_title')}
      defect={defect}
      errors={form.errors}
      busy={form.busy}
      submitLabel="defects.rectify"
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        {...form.field('action_taken')}
        label={translate('defects.action_taken')}
        required
        multiline
        minRows={3}
        fullWidth
        autoFocus
        margin="dense"
      />
      {evidence.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {evidence.error && <Typography color="error">{translate('defects.evidence_failed')}</Typography>}
      {evidence.data && (
        <>
          <EvidenceChoice
            legend={translate('defects.parts_legend')}
            empty={translate('defects.no_parts')}
            items={evidence.data.movements}
            chosen={movementIds}
            onChange={setMovementIds}
          />
          <EvidenceChoice
            legend={translate('defects.tools_legend')}
            empty={translate('defects.no_tools')}
            items={evidence.data.bookings}
            chosen={bookingIds}
            onChange={setBookingIds}
          />
        </>
      )}
    </DefectFormDialog>
  );
}
