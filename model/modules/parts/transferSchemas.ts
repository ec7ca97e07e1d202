import { z } from 'zod';
import { optionalText, requiredText, version } from '../../resources/fieldRules';
import { instant, referenceId } from '../../core/fieldSchemas';
import { lotField, optionalInstant, stockQuantity } from './flowFields';

/** POST /api/stock_transfers: stock leaves the origin now (transfer_out) and is in transit. */
export const transferCreateSchema = z
  .object({
    from_station_id: referenceId,
    to_station_id: referenceId,
    material_id: referenceId,
    lot: lotField.optional(),
    quantity: stockQuantity,
    expected_at: optionalInstant,
    reference: optionalText(80),
  })
  .strict();
export type TransferCreate = z.infer<typeof transferCreateSchema>;

/** POST /api/stock_transfers/:id/receive (received_at defaults to now at the server). */
export const transferReceiveSchema = z.object({ version, received_at: instant.optional() }).strict();
export type TransferReceive = z.infer<typeof transferReceiveSchema>;

/** POST /api/stock_transfers/:id/cancel: the stock goes back to the origin. */
export const transferCancelSchema = z.object({ version, reason: requiredText(500) }).strict();
export type TransferCancel = z.infer<typeof transferCancelSchema>;
