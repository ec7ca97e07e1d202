import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { undoAction } from '../../../components/timeline/undoAction';
import { moveBooking, type ResourceBooking } from '../resourcesApi';
import { useStationTime } from '../../../components/date/useStationTime';
import { bookingRefusal } from './bookingRefusal';

/**
 * Drag a booking to new times: the server checks the same rules as a new booking. A refusal (422
 * with every failed rule, 409 naming the booking in the way) is shown and resolves false, so the
 * bar snaps back; success resolves once the period has been read again, and its notification
 * offers Undo: the move back to the old times, judged the same way, with the new version.
 */
export function useBookingMove(refresh: () => Promise<unknown>, timeZone: string) {
  const notify = useNotify();
  const stationStamp = useStationTime();
  const translate = useTranslate();
  /** Saves new times; a refusal is said with every reason and gives null. */
  const send = useCallback(
    async (booking: ResourceBooking, version: number, startsAt: string, endsAt: string) => {
      try {
        return await moveBooking(booking.id, { version, starts_at: startsAt, ends_at: endsAt });
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
        return null;
      }
    },
    [notify, translate, timeZone, stationStamp],
  );
  const undo = useCallback(
    async (booking: ResourceBooking, version: number) => {
      if (!(await send(booking, version, booking.starts_at, booking.ends_at))) return;
      await refresh();
      notify('resource_allocation.move.undone', { type: 'success', messageArgs: { label: booking.label } });
    },
    [send, refresh, notify],
  );
  return useCallback(
    async (booking: ResourceBooking, startsAt: string, endsAt: string): Promise<boolean> => {
      const saved = await send(booking, booking.version, startsAt, endsAt);
      if (!saved) return false;
      await refresh();
      notify('resource_allocation.move.done', {
        type: 'success',
        messageArgs: { label: booking.label },
        ...undoAction(() => void undo(booking, saved.version)),
      });
      return true;
    },
    [send, refresh, notify, undo],
  );
}
