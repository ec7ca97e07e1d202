import { useLocaleState, useTranslate } from 'react-admin';
import { OutboxProblems, useOutbox, type OutboxEntry, type ProblemText } from '../../../../components/offline';
import { formatStationDateTime } from '../../../../components/date/stationTime';
import type { DefectChange } from '../../../defects';
import type { ActivityDetail } from '../../activity/activityTypes';
import type { WorkChange } from './workChange';

/**
 * The technician's actions the server did not take after the network came back: a conflict (someone changed the
 * job meanwhile) with their value and the job's value now side by side, or a refusal with the server's reason.
 */
export function WorkProblems() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const entries = useOutbox<WorkChange | DefectChange>();
  const time = (value: string | null | undefined, zone: string) =>
    value ? formatStationDateTime(value, zone, locale) : translate('offline.no_value');
  const describe = (entry: OutboxEntry<WorkChange | DefectChange>): ProblemText => {
    const change = entry.change;
    const current = entry.problem?.current as ActivityDetail | undefined;
    const job = (what: string) =>
      `${current?.work_order ?? ('work_order' in change ? change.work_order : '')} · ${what}`.replace(/^ · /, '');
    if (change.kind === 'defect') return { title: job(translate('defects.title')), mine: change.description };
    if (change.kind === 'status') {
      const label = (status: string) => translate(`scheduled.choices.activity_status.${status}`, { _: status });
      return { title: job(translate('scheduled.my_work.status')), mine: label(change.status), theirs: current && label(current.status) };
    }
    if (change.kind === 'service') {
      const label = (status: string) => translate(`scheduled.choices.service_status.${status}`, { _: status });
      const now = current?.services?.find((service) => service.id === change.activity_service_id);
      return { title: job(change.name), mine: label(change.status), theirs: now && label(now.status) };
    }
    return {
      title: job(translate(`scheduled.activity.times.${change.field}`)),
      mine: time(change.value, change.time_zone),
      theirs: current && time(current[change.field], change.time_zone),
    };
  };
  return <OutboxProblems entries={entries} describe={describe} />;
}
