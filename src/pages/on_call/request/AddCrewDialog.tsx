import { Alert, Dialog, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { dispatchRoles, type DispatchRole } from '../../../../model/modules/on_call/enums';
import { FormAlert } from '../../../components/form/FormAlert';
import { useServerForm } from '../../../components/form/useServerForm';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { OverrideReasonField, RuleResults } from '../../scheduled';
import { addCrewMember, fetchSuggestions } from '../onCallApi';
import type { RequestDetail } from '../onCallTypes';

/**
 * Another technician after dispatch, from the request's station: each candidate's verdict shown
 * before adding (the same rules as the dispatch), an override with a written reason when refused.
 */
export function AddCrewDialog({ record, onAdded, onClose }: { record: RequestDetail; onAdded: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['on_call', 'suggestions', record.id, record.station_id],
    queryFn: () => fetchSuggestions(record.id, record.station_id ?? undefined),
  });
  const onCrew = new Set(record.technicians.map((member) => member.technician_id));
  const candidates = (data?.stations[0]?.technicians ?? []).filter((candidate) => !onCrew.has(candidate.technician_id));
  const form = useServerForm({ technician_id: '', role: 'support' as DispatchRole, override_reason: '' });
  const chosen = candidates.find((candidate) => String(candidate.technician_id) === form.values.technician_id);
  const needsOverride = !!chosen && !chosen.ok;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) return form.setErrors({ technician_id: [translate('ra.validation.required')] });
    if (needsOverride && !form.values.override_reason.trim())
      return form.setErrors({ override_reason: [translate('on_call.dispatch.override_reason_required')] });
    const result = await form.submit((values) =>
      addCrewMember(record.id, {
        version: record.version,
        technician_id: chosen.technician_id,
        role: values.role,
        override_reason: needsOverride ? values.override_reason.trim() : undefined,
      }),
    );
    if (result.ok) onAdded();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-crew-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-crew-title">{translate('on_call.crew.add_title')}</DialogTitle>
        <DialogContent>
          <FormAlert errors={form.errors} />
          <TextField select {...form.field('technician_id')} label={translate('on_call.crew.technician')} fullWidth margin="dense">
            {candidates.map((candidate) => (
              <MenuItem key={candidate.technician_id} value={String(candidate.technician_id)}>
                {candidate.ok ? '✓' : '✗'} {candidate.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select {...form.field('role')} label={translate('on_call.dispatch.role')} fullWidth margin="dense">
            {dispatchRoles.map((role) => (
              <MenuItem key={role} value={role}>
                {translate(`on_call.choices.role.${role}`, { _: role })}
              </MenuItem>
            ))}
          </TextField>
          {needsOverride && (
            <>
              <RuleResults
                rules={chosen.rules.filter((rule) => !rule.ok)}
                label={translate('on_call.dispatch.rules_of', { name: chosen.name })}
              />
              <Alert severity="warning" sx={{ my: 1 }}>
                {translate('on_call.dispatch.override_hint')}
              </Alert>
              <OverrideReasonField {...form.field('override_reason')} required />
            </>
          )}
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={form.busy} submitLabel="on_call.crew.add" />
      </form>
    </Dialog>
  );
}
