import { useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { assignmentRoles, type AssignmentRole } from '../../../../model/modules/scheduled/enums';
import { FormAlert } from '../../../components/form/FormAlert';
import { useServerForm } from '../../../components/form/useServerForm';
import { assignTechnician } from './activityApi';
import type { EligibleTechnician, RuleResult } from './activityTypes';
import { RuleResults } from './RuleResults';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { OverrideReasonField } from './OverrideReasonField';
import { blankOverrideReason, overrideAlertErrors } from './overrideReason';

/**
 * Assigning a technician shows each candidate's rule results before anyone clicks (docs/modules/scheduled.md);
 * a refusal lists every failed rule and offers an override with a written reason — the server
 * decides who may override which rule.
 */
export function AssignTechnicianDialog({
  activityId,
  candidates,
  onAssigned,
  onClose,
}: {
  activityId: number;
  candidates: EligibleTechnician[];
  onAssigned: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const form = useServerForm({ technician_id: '', role: 'support' as AssignmentRole, override_reason: '' });
  const [refused, setRefused] = useState<RuleResult[] | null>(null);
  const chosen = candidates.find((candidate) => String(candidate.technician_id) === form.values.technician_id);
  const rules = refused ?? chosen?.rules ?? [];
  const needsOverride = rules.some((rule) => !rule.ok);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { technician_id, role, override_reason } = form.values;
    const blank = needsOverride && blankOverrideReason(override_reason, translate('scheduled.activity.override_reason_required'));
    if (blank) return form.setErrors(blank);
    const result = await form.submit(async () => {
      try {
        return await assignTechnician(activityId, {
          technician_id: Number(technician_id),
          role,
          override_reason: needsOverride ? override_reason.trim() : undefined,
        });
      } catch (error) {
        const body = (error as { body?: { rules?: RuleResult[] } }).body;
        if (body?.rules) setRefused(body.rules);
        throw error;
      }
    });
    if (result.ok) onAssigned();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="assign-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="assign-title">{translate('scheduled.activity.technicians.assign_title')}</DialogTitle>
        <DialogContent>
          <FormAlert errors={overrideAlertErrors(form.errors)} />
          <TextField
            select
            {...form.field('technician_id')}
            onChange={(event) => {
              setRefused(null);
              form.setValue('technician_id', event.target.value);
            }}
            label={translate('scheduled.activity.technicians.technician')}
            fullWidth
            margin="dense"
          >
            {candidates.map((candidate) => (
              <MenuItem key={candidate.technician_id} value={String(candidate.technician_id)}>
                {candidate.ok ? '✓' : '✗'} {candidate.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select {...form.field('role')} label={translate('scheduled.activity.technicians.role')} fullWidth margin="dense">
            {assignmentRoles.map((role) => (
              <MenuItem key={role} value={role}>
                {translate(`scheduled.choices.assignment_role.${role}`, { _: role })}
              </MenuItem>
            ))}
          </TextField>
          {rules.length > 0 && <RuleResults rules={rules} label={translate('scheduled.activity.technicians.rule_results')} />}
          {needsOverride && (
            <>
              <Alert severity="warning" sx={{ my: 1 }}>
                {translate('scheduled.activity.technicians.override_hint')}
              </Alert>
              <OverrideReasonField {...form.field('override_reason')} />
            </>
          )}
        </DialogContent>
        <DialogFormActions
          onClose={onClose}
          busy={form.busy}
          submitLabel={needsOverride ? 'scheduled.activity.technicians.assign_override' : 'scheduled.activity.technicians.assign'}
        />
      </form>
    </Dialog>
  );
}
