import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '../../../model/locales';
import { HttpError, type DataProvider } from 'react-admin';
import { flightScheduleSchemas } from '../../../model/resources/flight_schedule';
import { stationsSchemas } from '../../../model/resources/stations';
import { resourceResolver } from '../../../src/components/crud/form/zodResolver';
import { formFieldErrors, withFieldErrors } from '../../../src/providers/fieldErrors';

const resolve = (schemas: Parameters<typeof resourceResolver>[0], values: Record<string, unknown>) =>
  resourceResolver(schemas)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const message = (raw: string | undefined) => JSON.parse(String(raw).replace('@@react-admin@@', ''));

describe('zod resolver on the shared schema', () => {
  it('passes a valid record through untouched, with the fields the server owns (id, version)', async () => {
    const values = { id: 3, version: 4, created_at: 'x', code: 'LHR1', name: 'Heathrow', airport_id: 1, email: '' };
    const result = await resolve(stationsSchemas, values);
    expect(result.errors).toEqual({});
    expect(result.values).toBe(values);
  });

  it('puts each problem on its field as a translatable react-admin message', async () => {
    const result = await resolve(stationsSchemas, { code: 'l', name: '', email: 'nope' });
    expect(message(result.errors.name?.message as string)).toBe('ra.validation.required');
    expect(message(result.errors.airport_id?.message as string)).toBe('ra.validation.required');
    expect(message(result.errors.code?.message as string)).toBe('crud.validation.invalid_format');
    expect(message(result.errors.email?.message as string)).toBe('ra.validation.email');
  });

  it('says the format a phone number must have (+31 20 123 4567), not only that it is wrong', async () => {
    const result = await resolve(stationsSchemas, { code: 'LHR1', name: 'Heathrow', airport_id: 1, phone: 'call the desk' });
    expect(Object.keys(result.errors)).toEqual(['phone']);
    expect(message(result.errors.phone?.message as string)).toBe('crud.validation.invalid_phone');
    // Its text in every locale (browser and server) shows the format, and is not an English copy.
    const text = (folder: string, locale: string, path: string[]) =>
      path.reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key],
        JSON.parse(readFileSync(`${process.cwd()}/i18n/${folder}${locale}.json`, 'utf8')),
      );
    for (const [folder, path] of [
      ['', ['crud', 'validation', 'invalid_phone']],
      ['server/', ['validation', 'invalid_phone']],
    ] as const)
      for (const locale of supportedLocales) {
        expect(text(folder, locale, [...path]), `${folder}${locale}`).toContain('+31 20 123 4567');
        if (locale !== 'en') expect(text(folder, locale, [...path])).not.toBe(text(folder, 'en', [...path]));
      }
  });

  it('applies the rules across fields (valid_to before valid_from, a flight number needed)', async () => {
    const result = await resolve(flightScheduleSchemas, {
      station_id: 1,
      customer_id: 2,
      aircraft_type_id: 3,
      days_of_week: [1],
      valid_from: '2026-05-01',
      valid_to: '2026-04-01',
    });
    expect(message(result.errors.valid_to?.message as string)).toBe('crud.validation.end_before_start');
    expect(message(result.errors.outbound_flight_no?.message as string)).toBe('crud.validation.flight_number_needed');
  });

  it('reports too few days with its minimum', async () => {
    const result = await resolve(flightScheduleSchemas, {
      station_id: 1,
      customer_id: 2,
      aircraft_type_id: 3,
      days_of_week: [],
      valid_from: '2026-05-01',
      outbound_flight_no: 'BA117',
    });
    expect(message(result.errors.days_of_week?.message as string)).toEqual({ message: 'crud.validation.too_few', args: { min: 1 } });
  });
});

describe('server 422 errors for the form fields', () => {
  it('joins each field\'s texts, folds nested paths into their input and drops the record-wide "_"', () => {
    expect(formFieldErrors({ code: ['Taken.', 'Too long.'], 'days_of_week.2': ['Bad day.'], _: ['Whole record'] })).toEqual({
      code: 'Taken. Too long.',
      days_of_week: 'Bad day.',
    });
  });

  it('reshapes the HttpError a failed save rejects with, so react-admin sets them on the inputs', async () => {
    const base = {
      update: () => Promise.reject(new HttpError('Invalid', 422, { message: 'Invalid', errors: { code: ['Taken.'] } })),
    } as unknown as DataProvider;
    const error = await withFieldErrors(base)
      .update('stations', { id: 1, data: {}, previousData: { id: 1 } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.body.errors).toEqual({ code: 'Taken.' });
    expect(error.message).toBe('Invalid');
  });
});
