import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { trainingCourses } from '../../../../server/db/schema';
import { bearer, queryJson, type TestApp } from '../../helper';
import type { ScheduledContext } from '../scheduled/fixtures';

/** Requests to the Training endpoints as one caller. */
export function trainingApi(t: TestApp, headers: Record<string, string>) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) => t.send(method, path, headers, payload);
  const session = (id: number, rest = '') => `/api/training_activities/${id}${rest}`;
  return {
    headers,
    list: (filter: Record<string, unknown> = {}, sort = ['starts_at', 'ASC']) =>
      send('GET', `/api/training_activities?filter=${queryJson(filter)}&sort=${queryJson(sort)}&range=${queryJson([0, 99])}`),
    create: (body: Record<string, unknown>) => send('POST', '/api/training_activities', body),
    get: (id: number) => send('GET', session(id)),
    update: (id: number, body: Record<string, unknown>) => send('PUT', session(id), body),
    remove: (id: number) => send('DELETE', session(id)),
    attendees: (id: number) => send('GET', session(id, '/attendees')),
    candidates: (id: number) => send('GET', session(id, '/candidates')),
    enrol: (id: number, technicianIds: number[]) => send('POST', session(id, '/attendees'), { technician_ids: technicianIds }),
    result: (id: number, attendeeId: number, body: Record<string, unknown>) => send('PUT', session(id, `/attendees/${attendeeId}`), body),
    results: (id: number, results: Record<string, unknown>[]) => send('PUT', session(id, '/attendees'), { results }),
    unenrol: (id: number, attendeeId: number) => send('DELETE', session(id, `/attendees/${attendeeId}`)),
    certificate: (id: number, attendeeId: number) => send('GET', session(id, `/attendees/${attendeeId}/certificate`)),
    matrix: (query = '') => send('GET', `/api/training_matrix${query ? `?${query}` : ''}`),
    expiring: (courseId: number) => send('GET', `/api/training_matrix/expiring?course_id=${courseId}`),
  };
}
export type TrainingApi = ReturnType<typeof trainingApi>;

export const trainingAs = async (t: TestApp, email: string) => trainingApi(t, bearer(await t.tokenFor(email)));

export async function courseId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: trainingCourses.id }).from(trainingCourses).where(eq(trainingCourses.code, code));
  return row.id;
}

const hourMs = 3_600_000;
/** An instant `hours` from now, as the API takes it. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * hourMs).toISOString();

/** A session made through the API at CDG (EUR-W); answers the record. */
export async function newSession(api: TrainingApi, c: ScheduledContext, course: number, options: Record<string, unknown> = {}) {
  const res = await api.create({
    course_id: course,
    station_id: c.station.CDG,
    starts_at: hoursFromNow(24 * 400),
    ends_at: hoursFromNow(24 * 400 + 8),
    capacity: 10,
    ...options,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number; status: string; region_id: number };
}

/** A multipart body of one file part. */
export function multipart(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----tarmac-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
