import { useMemo, useState, type FormEvent } from 'react';
import { Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { createBooking, type BookableResource, type BookingsPeriod } from '../resourcesApi';
import { bookingPreview } from './bookingPreview';
import { bookingRefusal, type BookingRefusal } from './bookingRefusal';
import { RefusalAlert } from './RefusalAlert';
import { StationInstantField } from './StationInstantField';

const hourMs = 3_600_000;

export interface BookingDraft {
  resourceKey: string | null;
  startsAt: string | null;
}

/**
 * Book a resource (docs/modules/resource_allocation.md): which one, from/to in the station's time, what for. What stands in
 * the way shows while the times are typed; the server's refusal — every failed rule, or on 409 the
 * bookings in the way — replaces it. A status rule may be set aside with a written reason.
 */
export function BookingDialog({
  draft,
  resources,
  period,
  timeZone,
  onBooked,
  onClose,
}: {
  draft: BookingDraft;
  resources: BookableResource[];
  period: BookingsPeriod | undefined;
  timeZone: string;
  onBooked: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [resourceKey, setResourceKey] = useState(draft.resourceKey ?? '');
  const [startsAt, setStartsAt] = useState<string | null>(draft.startsAt);
  const [endsAt, setEndsAt] = useState<string | null>(
    draft.startsAt ? new Date(new Date(draft.startsAt).getTime() + 2 * hourMs).toISOString() : null,
  );
  const [note, setNote] = useState('');
  const [overrideReason, setOverrideReason] = useState('');
  const [refusal, setRefusal] = useState<BookingRefusal | null>(null);
  const [busy, setBusy] = useState(false);
  // A new resource or new times ask the question again: the last refusal no longer answers it.
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setRefusal(null);
    };
  const resource = resources.find((candidate) => candidate.key === resourceKey);
  const preview = useMemo(
    () => bookingPreview(resource, startsAt, endsAt, period, timeZone),
    [resource, startsAt, endsAt, period, timeZone],
  );
  const backwards = !!startsAt && !!endsAt && new Date(endsAt) <= new Date(startsAt);
  const mayOverride = refusal?.overridable ?? false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!resource || !startsAt || !endsAt || backwards) return;
    setBusy(true);
    try {
      await createBooking({
        kind: resource.kind,
        resource_id: resource.id,
        starts_at: startsAt,
        ends_at: endsAt,
        purpose: 'reservation',
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(mayOverride && overrideReason.trim() ? { override_reason: overrideReason.trim() } : {}),
      });
      onBooked();
    } catch (error) {
      setRefusal(bookingRefusal(error, translate));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="booking-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="booking-title">{translate('resource_allocation.booking.title')}</DialogTitle>
        <DialogContent>
          {refusal ? (
            <RefusalAlert
              title={translate(refusal.status === 409 ? 'resource_allocation.booking.conflict' : 'resource_allocation.booking.refused')}
              reasons={refusal.reasons}
              conflicts={refusal.conflicts}
              timeZone={timeZone}
            />
          ) : (
            <RefusalAlert
              severity="warning"
              title={translate('resource_allocation.booking.check')}
              reasons={preview.failed.map((verdict) => translate(verdict.reason ?? verdict.rule, { _: verdict.rule, ...verdict.params }))}
              conflicts={preview.clashes.map((booking) => ({
                booking_id: booking.id,
                starts_at: booking.starts_at,
                ends_at: booking.ends_at,
                label: booking.label,
              }))}
              timeZone={timeZone}
            />
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              required
              id="resource"
              label={translate('resource_allocation.booking.resource')}
              value={resourceKey}
              onChange={(event) => edit(setResourceKey)(event.target.value)}
              fullWidth
            >
              {resources.map((candidate) => (
                <MenuItem key={candidate.key} value={candidate.key}>
                  {candidate.label} — {translate(`resource_allocation.choices.kind.${candidate.kind}`, { _: candidate.kind })}
                </MenuItem>
              ))}
            </TextField>
            <StationInstantField
              label={translate('resource_allocation.booking.starts_at')}
              name="starts_at"
              value={startsAt}
              timeZone={timeZone}
              onChange={edit(setStartsAt)}
            />
            <StationInstantField
              label={translate('resource_allocation.booking.ends_at')}
              name="ends_at"
              value={endsAt}
              timeZone={timeZone}
              onChange={edit(setEndsAt)}
              error={backwards ? translate('resource_allocation.booking.ends_before_start') : undefined}
            />
            <TextField
              id="note"
              label={translate('resource_allocation.booking.note')}
              helperText={translate('resource_allocation.booking.note_help')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              fullWidth
            />
            {mayOverride && (
              <TextField
                id="override_reason"
                label={translate('resource_allocation.booking.override_reason')}
                helperText={translate('resource_allocation.booking.override_help')}
                value={overrideReason}
                onChange={(event) => setOverrideReason(event.target.value)}
                multiline
                fullWidth
              />
            )}
          </Stack>
        </DialogContent>
        <DialogFormActions
          onClose={onClose}
          busy={busy}
          submitLabel={
            mayOverride && overrideReason.trim() ? 'resource_allocation.booking.book_anyway' : 'resource_allocation.booking.book'
          }
        />
      </form>
    </Dialog>
  );
}
