import type { OutboxEntry } from '../../../../components/offline';
import type { ActivityDetail } from '../../activity/activityTypes';
import type { WorkChange } from './workChange';

const finished = new Set(['done', 'not_required']);

/**
 * The job as the technician left it: the server's copy with their actions not yet read back applied in order —
 * waiting to be sent, or sent and not yet read again. An action in conflict or refused is not applied: it did not
 * happen, and it is shown apart for the technician to decide. As the server does, ticking a service of an
 * assigned job starts it.
 */
export function withPendingWork(record: ActivityDetail, entries: readonly OutboxEntry<unknown>[]): ActivityDetail {
  const changes = entries
    .filter((entry) => entry.state === 'waiting' || entry.state === 'sent')
    .map((entry) => entry.change as WorkChange | { kind?: undefined })
    .filter((change): change is WorkChange => change.kind === 'status' || change.kind === 'service' || change.kind === 'time');
  return changes.reduce<ActivityDetail>((job, change) => {
    if (change.kind === 'status') return { ...job, status: change.status };
    if (change.kind === 'time') return { ...job, [change.field]: change.value };
    const services = job.services.map((service) =>
      service.id === change.activity_service_id ? { ...service, status: change.status } : service,
    );
    const starts = job.status === 'assigned' && change.status !== 'pending';
    return {
      ...job,
      status: starts ? 'in_progress' : job.status,
      services,
      services_done: services.filter((service) => finished.has(service.status)).length,
    };
  }, record);
}
