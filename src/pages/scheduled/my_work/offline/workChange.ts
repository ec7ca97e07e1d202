import type { ServiceStatus } from '../../../../../model/modules/scheduled/enums';
import type { NewOutboxEntry } from '../../../../components/offline';
import type { ActivityDetail, ActivityService, TimeField } from '../../activity/activityTypes';

/**
 * What a technician does to a job on the My work card, as kept in the outbox while there is no network
 * (docs/modules/scheduled.md, "My work offline"): enough to send it (the request, with the version the card
 * showed) and to say it back to them (the work order, the service's name).
 */
export type WorkChange =
  | { kind: 'status'; work_order: string; status: 'in_progress' | 'completed' }
  | { kind: 'service'; work_order: string; activity_service_id: number; name: string; status: ServiceStatus }
  | { kind: 'time'; work_order: string; field: TimeField; value: string | null; time_zone: string };

/** The outbox's name of a job: its actions (and its defects) go in the order they were taken. */
export const jobRecord = (id: number) => `activities/${id}`;

const base = (id: number) => `/api/activities/${id}`;

export const statusChange = (record: ActivityDetail, status: 'in_progress' | 'completed'): NewOutboxEntry<WorkChange> => ({
  record: jobRecord(record.id),
  request: { method: 'POST', url: `${base(record.id)}/status`, body: { status, version: record.version } },
  change: { kind: 'status', work_order: record.work_order, status },
});

export const serviceChange = (record: ActivityDetail, service: ActivityService, status: ServiceStatus): NewOutboxEntry<WorkChange> => ({
  record: jobRecord(record.id),
  request: { method: 'PUT', url: `${base(record.id)}/services/${service.id}`, body: { status, version: record.version } },
  change: { kind: 'service', work_order: record.work_order, activity_service_id: service.id, name: service.name, status },
});

export const timeChange = (
  record: ActivityDetail,
  field: TimeField,
  value: string | null,
  extra: { times_remark?: string },
): NewOutboxEntry<WorkChange> => ({
  record: jobRecord(record.id),
  request: { method: 'PUT', url: `${base(record.id)}/times`, body: { [field]: value, ...extra, version: record.version } },
  change: { kind: 'time', work_order: record.work_order, field, value, time_zone: record.station_time_zone },
});
