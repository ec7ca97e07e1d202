import { z } from 'zod';
import { memoPriorities } from '../../resources/enums';
import { activityRowSchema, activityStatuses } from '../scheduled';
import { activityFigureIds } from './figures';
import { alertKinds } from './alerts';

/**
 * GET /api/home: the day at a glance in one answer (docs/modules/home.md). The server documents its
 * response with these schemas; the browser reads the inferred types only (no zod in its chunk).
 */

const day = z.string().meta({ description: 'YYYY-MM-DD' });

export const activityFilterSchema = z
  .object({
    date: day,
    status: z.enum(activityStatuses).optional(),
    unassigned: z.literal(true).optional(),
    late: z.literal(true).optional(),
    conflict: z.literal(true).optional(),
  })
  .meta({ description: 'The GET /api/activities filter that lists exactly the records counted.' });

export const activityFigureSchema = z.object({ id: z.enum(activityFigureIds), count: z.int(), filter: activityFilterSchema });

export const alertItemSchema = z.object({
  id: z.int(),
  label: z.string().meta({ description: 'Tool number and description, the technician’s name, or the aircraft and MEL item.' }),
  detail: z
    .string()
    .nullable()
    .meta({ description: 'The course code of a training alert; the station code of a tool; the deferred defect.' }),
  due_date: day,
  level: z.enum(['overdue', 'due_soon']),
  /** An overtime alert's period (its last day is `due_date`) and hours (model/modules/manpower/overtime.ts). */
  overtime: z.object({ period: z.enum(['week', 'month']), from: day, worked_minutes: z.int(), contract_minutes: z.int() }).optional(),
});

export const alertSchema = z.object({
  kind: z.enum(alertKinds),
  count: z.int(),
  lead_days: z.int(),
  cutoff: day.meta({ description: 'Items due on or before this day raise the alert (the day on show + lead_days).' }),
  list: z
    .object({ resource: z.enum(['calibrated_tools', 'technicians']), filter: z.record(z.string(), z.unknown()) })
    .nullable()
    .meta({ description: 'The settings list filter that lists exactly the records counted; none for deferred defects.' }),
  items: z.array(alertItemSchema).meta({ description: 'The first few, soonest due first.' }),
});

export const memoOfDaySchema = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  priority: z.enum(memoPriorities),
  region_id: z.int().nullable(),
  station_code: z.string().nullable(),
  valid_from: day,
  valid_to: day.nullable(),
  acknowledgement_required: z.boolean(),
  read_at: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
});

export const notificationPreviewSchema = z.object({
  id: z.int(),
  type: z.string(),
  title: z.string().nullable().meta({ description: 'In the caller’s language (the notifications module’s rendering).' }),
  link: z.string().nullable(),
  created_at: z.string(),
});

export const homeDaySchema = z.object({
  date: day,
  region_id: z.int().nullable().meta({ description: 'The active region; null: no figures.' }),
  time_zone: z.string().nullable(),
  now: z.string().meta({ description: 'The instant `late` was judged at.' }),
  activities: z.array(activityFigureSchema),
  technicians: z.object({
    assigned: z.int().meta({ description: 'Technicians assigned to an activity of the day that is not cancelled.' }),
    on_duty: z.int().meta({ description: 'Technicians rostered on a working shift (work or training) that day in the region.' }),
    rostered_minutes: z.int().meta({ description: 'The minutes of those shifts.' }),
    needed_minutes: z.int().meta({
      description:
        'Person-minutes the day’s activities need (services’ standard minutes × technicians needed), as the roster’s demand counts them.',
    }),
  }),
  operations: z.object({
    on_call_open: z
      .int()
      .meta({ description: 'On-call requests of the region open now (not closed or cancelled), whatever the day on show.' }),
    on_call_aog: z.int().meta({ description: 'Of those, aircraft on ground.' }),
    on_call_late: z.int().meta({ description: 'Of those, past the customer’s response target (the board’s clock).' }),
    de_icing_treatments: z.int().meta({ description: 'De-icing treatments of the day in the region, not cancelled.' }),
    de_icing_litres: z.number().meta({ description: 'Fluid they used, litres.' }),
    flight_movements_open: z.int().meta({
      description: 'Flight movements of the day’s flights in the region still to handle: unmatched or diverted, not resolved.',
    }),
  }),
  alerts: z.array(alertSchema),
  memos: z.array(memoOfDaySchema),
  notifications: z.object({ unread: z.int(), latest: z.array(notificationPreviewSchema) }),
  my_day: z
    .array(activityRowSchema)
    .nullable()
    .meta({ description: 'A technician’s own activities of the day (the My work rows), else null.' }),
});

export type HomeDay = z.infer<typeof homeDaySchema>;
export type ActivityFigure = z.infer<typeof activityFigureSchema>;
export type HomeDayAlert = z.infer<typeof alertSchema>;
export type AlertItem = z.infer<typeof alertItemSchema>;
export type MemoOfDay = z.infer<typeof memoOfDaySchema>;
export type NotificationPreview = z.infer<typeof notificationPreviewSchema>;

/** One person of a memo's audience and what they did with it (GET /api/memos/:id/receipts). */
export const memoReceiptRowSchema = z.object({
  user_id: z.int(),
  name: z.string(),
  email: z.string(),
  role_name: z.string().nullable(),
  in_audience: z.boolean().meta({ description: 'False for someone who read it but is no longer a member of the region.' }),
  read_at: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
});

export const memoReceiptsSchema = z.object({
  memo_id: z.int(),
  acknowledgement_required: z.boolean(),
  region_id: z
    .int()
    .nullable()
    .meta({ description: 'The region whose members are the audience: the memo’s, or the caller’s active one for a memo of every region.' }),
  audience: z.int(),
  read: z.int(),
  acknowledged: z.int(),
  people: z.array(memoReceiptRowSchema),
});

export type MemoReceiptRow = z.infer<typeof memoReceiptRowSchema>;
export type MemoReceipts = z.infer<typeof memoReceiptsSchema>;

/** What a read or an acknowledgement answers: the caller's receipt now. */
export const memoReceiptSchema = z.object({ memo_id: z.int(), read_at: z.string(), acknowledged_at: z.string().nullable() });
export type MemoReceipt = z.infer<typeof memoReceiptSchema>;
