import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { releaseBooking, type ResourceBooking } from '../resourcesApi';
import { useStationTime } from '../../../components/date/useStationTime';
import { bookingRefusal } from './bookingRefusal';

/** Where a booking's job is: its activity or on-call request page. */
function jobLink(booking: ResourceBooking): string | null {
  if (booking.activity_id) return `/scheduled_data/${booking.activity_id}`;
  if (booking.on_call_request_id) return `/on_call/${booking.on_call_request_id}`;
  if (booking.de_icing_treatment_id) return `/de_icing/treatments/${booking.de_icing_treatment_id}`;
  return null;
}

/**
 * A booking's summary: what for, when, a link to its job; a reservation may be released here (its
 * row stays, released, for traceability). Other bookings are released where they were made.
 */
export function BookingPanel({
  booking,
  timeZone,
  canWrite,
  onReleased,
  onClose,
}: {
  booking: ResourceBooking;
  timeZone: string;
  canWrite: boolean;
  onReleased: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const stationStamp = useStationTime();
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const link = jobLink(booking);
  const release = async () => {
    try {
      await releaseBooking(booking.id);
      notify('resource_allocation.booking.released', { type: 'success' });
      onReleased();
    } catch (error) {
      setFailure(bookingRefusal(error, translate).reasons.join('; '));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="booking-panel-title" fullWidth maxWidth="xs">
      <DialogTitle id="booking-panel-title">{booking.label}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Typography>{translate(`resource_allocation.choices.booking_purpose.${booking.purpose}`, { _: booking.purpose })}</Typography>
        <Typography>
          {stationStamp(booking.starts_at, timeZone)} – {stationStamp(booking.ends_at, timeZone)}
        </Typography>
        {link && (
          <Link component={RouterLink} to={link}>
            {translate('resource_allocation.booking.open_job')}
          </Link>
        )}
      </DialogContent>
      <DialogActions>
        {canWrite && booking.purpose === 'reservation' && (
          <Button color="error" onClick={() => void release()}>
            {translate('resource_allocation.booking.release')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
