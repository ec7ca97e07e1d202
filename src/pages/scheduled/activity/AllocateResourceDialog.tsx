import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useGetList, useGetRecordRepresentation, useTranslate } from 'react-admin';
import { allocationKinds, type AllocationKind } from '../../../../model/modules/scheduled/enums';
import { FormAlert } from '../../../components/form/FormAlert';
import { useServerForm } from '../../../components/form/useServerForm';
import { allocateResource } from './activityApi';
import type { RuleResult } from './activityTypes';
import { RuleResults } from './RuleResults';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { OverrideReasonField } from './OverrideReasonField';

/** The settings resource each allocation kind picks from. */
export const allocationResources: Record<AllocationKind, string> = {
  truck: 'trucks',
  equipment: 'equipment',
  calibrated_tool: 'calibrated_tools',
};

function ResourceSelect({
  kind,
  stationId,
  ...field
}: {
  kind: AllocationKind;
  stationId: number;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  helperText?: string;
  label: string;
}) {
  const resource = allocationResources[kind];
  const represent = useGetRecordRepresentation(resource);
  const { data = [] } = useGetList(resource, { filter: { station_id: stationId }, pagination: { page: 1, perPage: 100 } });
  return (
    <TextField select name="resource_id" fullWidth margin="dense" {...field}>
      {data.map((record) => (
        <MenuItem key={record.id} value={String(record.id)}>
          {represent(record)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Allocating a truck, equipment or calibrated tool: the server refuses one that is not
 * serviceable or past its calibration (model allocationRules) and says why; a written reason overrides.
 */
export function AllocateResourceDialog({
  activityId,
  stationId,
  onAllocated,
  onClose,
}: {
  activityId: number;
  stationId: number;
  onAllocated: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const form = useServerForm({ kind: 'truck' as AllocationKind, resource_id: '', override_reason: '' });
  const [refused, setRefused] = useState<RuleResult[] | null>(null);
  // A 409 (the resource is booked then, docs/modules/resource_allocation.md) names the booking in the way under `starts_at`, a
  // field this dialog does not have: its words go in the alert rather than "problems with your input".
  const elsewhere = Object.entries(form.errors)
    .filter(([field]) => !(field in form.values) && field !== 'error')
    .flatMap(([, messages]) => messages);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { kind, resource_id, override_reason } = form.values;
    const result = await form.submit(async () => {
      try {
        return await allocateResource(activityId, {
          kind,
          resource_id: Number(resource_id),
          override_reason: refused ? override_reason.trim() : undefined,
        });
      } catch (error) {
        const body = (error as { body?: { rules?: RuleResult[] } }).body;
        if (body?.rules) setRefused(body.rules);
        throw error;
      }
    });
    if (result.ok) onAllocated();
  };
  const choose = (name: 'kind' | 'resource_id') => (event: React.ChangeEvent<HTMLInputElement>) => {
    setRefused(null);
    form.setValue(name, event.target.value as never);
    if (name === 'kind') form.setValue('resource_id', '');
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="allocate-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="allocate-title">{translate('scheduled.activity.allocations.add_title')}</DialogTitle>
        <DialogContent>
          <FormAlert errors={form.errors} message={elsewhere.length ? elsewhere.join(' ') : undefined} />
          <TextField
            select
            {...form.field('kind')}
            onChange={choose('kind')}
            label={translate('scheduled.activity.allocations.kind')}
            fullWidth
            margin="dense"
          >
            {allocationKinds.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {translate(`scheduled.choices.allocation_kind.${kind}`, { _: kind })}
              </MenuItem>
            ))}
          </TextField>
          <ResourceSelect
            kind={form.values.kind}
            stationId={stationId}
            {...form.field('resource_id')}
            onChange={choose('resource_id')}
            label={translate('scheduled.activity.allocations.resource')}
          />
          {refused && (
            <>
              <RuleResults rules={refused} label={translate('scheduled.activity.allocations.refusal')} />
              <OverrideReasonField {...form.field('override_reason')} />
            </>
          )}
        </DialogContent>
        <DialogFormActions
          onClose={onClose}
          busy={form.busy}
          submitLabel={refused ? 'scheduled.activity.allocations.add_override' : 'scheduled.activity.allocations.add'}
        />
      </form>
    </Dialog>
  );
}
