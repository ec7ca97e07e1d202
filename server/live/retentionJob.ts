import type { Job } from '../jobs/job';
import { deleteLiveEventsBefore } from './liveEventQueries';

/** A browser away longer than this reloads its screens anyway; a day covers any reconnect. */
export const liveEventRetentionMs = 24 * 60 * 60_000;

/** Keeps live_events to the last day (the table only serves Last-Event-ID resumes). */
export const liveEventRetentionJob: Job = {
  name: 'live.retention',
  everyMinutes: 60,
  async run(db, now) {
    await deleteLiveEventsBefore(db, new Date(now.getTime() - liveEventRetentionMs));
  },
};
