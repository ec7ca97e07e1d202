import { useState } from 'react';
import { Alert, AlertTitle, Dialog, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useGetList, useGetRecordRepresentation, useTranslate, type RaRecord } from 'react-admin';
import { evaluateAllocation } from '../../../../model/modules/scheduled/allocationRules';
import { allocationKinds, type AllocationKind } from '../../../../model/modules/scheduled/enums';
import { allocationOverridePolicy, overridePermission } from '../../../../model/modules/scheduled/overrides';
import { FormAlert } from '../../../components/form/FormAlert';
import { useServerForm } from '../../../components/form/useServerForm';
import { allocateResource } from './activityApi';
import type { RuleResult } from './activityTypes';
import { RuleResults } from './RuleResults';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { OverrideReasonField } from './OverrideReasonField';
import { blankOverrideReason, overrideAlertErrors } from './overrideReason';

/** The settings resource each allocation kind picks from. */
export const allocationResources: Record<AllocationKind, string> = {
  truck: 'trucks',
  equipment: 'equipment',
  calibrated_tool: 'calibrated_tools',
};

function ResourceSelect({
  kind,
  data,
  ...field
}: {
  kind: AllocationKind;
  data: RaRecord[];
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  helperText?: string;
  label: string;
}) {
  const represent = useGetRecordRepresentation(allocationResources[kind]);
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

/** The chosen resource's failed allocation rules, judged as the server will (without its transfers); none for a record without a status. */
function previewRefusals(record: RaRecord | undefined, kind: AllocationKind, activity: AllocationActivity): RuleResult[] {
  if (!record || typeof record.status !== 'string') return [];
  const results = evaluateAllocation({
    localDate: activity.local_date,
    kind,
    resource: {
      status: record.status,
      next_due: record.next_due ?? null,
      next_service_date: record.next_service_date ?? null,
      insurance_expiry: record.insurance_expiry ?? null,
      region_id: record.region_id ?? activity.region_id,
      station_id: record.station_id ?? null,
    },
    activity: { region_id: activity.region_id, station_id: activity.station_id },
  });
  return results.filter((result) => !result.ok);
}

/** Only rules a written reason may set aside (never a status or a calibration: EASA Part-145 145.A.40). */
const overridable = (rules: readonly RuleResult[]) =>
  rules.some((rule) => !rule.ok) && rules.every((rule) => rule.ok || overridePermission(rule.rule, allocationOverridePolicy) !== null);

export interface AllocationActivity {
  id: number;
  region_id: number;
  station_id: number;
  local_date: string;
}

/**
 * Allocating a truck, equipment or calibrated tool: what the allocation rules (model allocationRules)
 * say of the chosen resource shows before saving; the server refuses one that is not serviceable or
 * past its calibration and says why. A written reason is asked only when every failed rule may be set
 * aside (a service or insurance date), never for a hard rule.
 */
export function AllocateResourceDialog({
  activity,
  onAllocated,
  onClose,
}: {
  activity: AllocationActivity;
  onAllocated: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const form = useServerForm({ kind: 'truck' as AllocationKind, resource_id: '', override_reason: '' });
  const [refused, setRefused] = useState<RuleResult[] | null>(null);
  const { data = [] } = useGetList(allocationResources[form.values.kind], {
    filter: { station_id: activity.station_id },
    pagination: { page: 1, perPage: 100 },
  });
  const preview = previewRefusals(
    data.find((record) => String(record.id) === form.values.resource_id),
    form.values.kind,
    activity,
  );
  const mayOverride = refused !== null && overridable(refused);
  // A 409 (the resource is booked then, docs/modules/resource_allocation.md) names the booking in the way under `starts_at`, a
  // field this dialog does not have: its words go in the alert rather than "problems with your input".
  const elsewhere = Object.entries(form.errors)
    .filter(([field]) => !(field in form.values) && field !== 'error')
    .flatMap(([, messages]) => messages);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { kind, resource_id, override_reason } = form.values;
    const blank = mayOverride && blankOverrideReason(override_reason, translate('scheduled.activity.override_reason_required'));
    if (blank) return form.setErrors(blank);
    const result = await form.submit(async () => {
      try {
        return await allocateResource(activity.id, {
          kind,
          resource_id: Number(resource_id),
          override_reason: mayOverride ? override_reason.trim() : undefined,
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
          <FormAlert errors={overrideAlertErrors(form.errors)} message={elsewhere.length ? elsewhere.join(' ') : undefined} />
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
            data={data}
            {...form.field('resource_id')}
            onChange={choose('resource_id')}
            label={translate('scheduled.activity.allocations.resource')}
          />
          {refused ? (
            <>
              <RuleResults rules={refused} label={translate('scheduled.activity.allocations.refusal')} />
              {mayOverride ? (
                <OverrideReasonField {...form.field('override_reason')} />
              ) : (
                <Alert severity="error">{translate('resource_allocation.never_overridable')}</Alert>
              )}
            </>
          ) : (
            preview.length > 0 && (
              <Alert severity="warning">
                <AlertTitle>{translate('scheduled.activity.allocations.check')}</AlertTitle>
                <RuleResults rules={preview} label={translate('scheduled.activity.allocations.check')} />
                {!overridable(preview) && translate('resource_allocation.never_overridable')}
              </Alert>
            )
          )}
        </DialogContent>
        <DialogFormActions
          onClose={onClose}
          busy={form.busy}
          submitLabel={mayOverride ? 'scheduled.activity.allocations.add_override' : 'scheduled.activity.allocations.add'}
        />
      </form>
    </Dialog>
  );
}
