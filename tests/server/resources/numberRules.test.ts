import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helper';
import { loadSampleContext, samples, type SampleContext } from './samples';

/**
 * The forms' number steps are arrow increments, not rules. The shared
 * schemas hold the rules that matter: whole minutes and days, and no more decimals than a
 * column keeps (money in cents, course hours in tenths), rather than a silent rounding.
 */
let t: TestApp;
let admin: Record<string, string>;
let context: SampleContext;
let counter = 9100;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  admin = bearer(await t.login('admin@tarmac.test'));
  context = await loadSampleContext(t.database.db);
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', url: string, payload: object) => t.send(method, url, admin, payload);

async function created(resource: keyof typeof samples, extra: object = {}) {
  const res = await call('POST', `/api/${resource}`, { ...samples[resource].create(context, ++counter), ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number };
}

describe('number rules of the shared schemas', () => {
  it('accepts values off the form steps: an hourly cost of 55.64 (step 0.5), 7 standard minutes (step 5)', async () => {
    const technician = await created('technicians', { hourly_cost: 55.64 });
    const update = await call('PUT', `/api/technicians/${technician.id}`, {
      version: technician.version,
      hourly_cost: 55.64,
      phone: '+1 416 555 0199',
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({ hourly_cost: 55.64, version: technician.version + 1 });
    expect((await call('POST', '/api/services', { ...samples.services.create(context, ++counter), standard_minutes: 7 })).statusCode).toBe(
      201,
    );
  });

  it('refuses a phone number in the wrong format with the format it expects, in the caller’s language', async () => {
    const technician = await created('technicians');
    const res = await t.send(
      'PUT',
      `/api/technicians/${technician.id}`,
      { ...admin, 'accept-language': 'fr' },
      {
        version: technician.version,
        phone: 'call the desk',
      },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      phone: ['Écrivez le numéro ainsi : +31 20 123 4567 (international, commençant par + ; chiffres, espaces et ( ) . / - uniquement).'],
    });
  });

  it('refuses more decimals than the column keeps, instead of rounding them away', async () => {
    const technician = await created('technicians');
    const res = await call('PUT', `/api/technicians/${technician.id}`, { version: technician.version, hourly_cost: 55.645 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['hourly_cost']);
    const course = await call('POST', '/api/training_courses', {
      ...samples.training_courses.create(context, ++counter),
      duration_hours: 1.25,
    });
    expect(course.statusCode).toBe(422);
    expect(Object.keys(course.json().errors)).toEqual(['duration_hours']);
    const trip = await call('POST', '/api/road_trips', { ...samples.road_trips.create(context, ++counter), mileage_rate: 0.4215 });
    expect(Object.keys(trip.json().errors)).toEqual(['mileage_rate']);
  });

  it('refuses part minutes', async () => {
    const res = await call('POST', '/api/services', { ...samples.services.create(context, ++counter), standard_minutes: 7.5 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['standard_minutes']);
  });
});
