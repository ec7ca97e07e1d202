import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { moveBooking, type ResourceBooking } from '../resourcesApi';
import { stationStamp } from '../stationStamp';
import { bookingRefusal } from './bookingRefusal';

/**
 * Drag a booking to new times: the server checks the same rules as a new booking. A refusal (422
 * with every failed rule, 409 naming the booking in the way) is shown and resolves false, so the
 * bar snaps back; success resolves once the period has been read again.
 */
export function useBookingMove(refresh: () => Promise<unknown>, timeZone: string) {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    async (booking: ResourceBooking, startsAt: string, endsAt: string): Promise<boolean> => {
      try {
        await moveBooking(booking.id, { version: booking.version, starts_at: startsAt, ends_at: endsAt });
      } catch (error) {
        const refusal = bookingRefusal(error, translate);
        const conflicts = refusal.conflicts.map((conflict) =>
          translate('resource_allocation.booking.conflict_with', {
            label: conflict.label,
            start: stationStamp(conflict.starts_at, timeZone),
            end: stationStamp(conflict.ends_at, timeZone),
          }),
        );
        notify(
          translate('resource_allocation.move.refused', { label: booking.label, reasons: [...refusal.reasons, ...conflicts].join('; ') }),
          { type: 'error', multiLine: true },
        );
        return false;
      }
      await refresh();
      notify('resource_allocation.move.done', { type: 'success', messageArgs: { label: booking.label } });
      return true;
    },
    [notify, translate, refresh, timeZone],
  );
}
