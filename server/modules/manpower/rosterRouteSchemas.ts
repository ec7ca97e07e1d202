import { z } from 'zod';
import { rosterQuerySchema, rosterSaveSchema } from '../../../model/modules/manpower/rosterSchemas';
import { restRuleNames, shiftKinds } from '../../../model/modules/manpower/enums';
import { conflictResponse, errorResponses, notFoundResponse } from '../../openApiParts';
import { validatedAhead } from '../../plugins/validation';

/** How the roster endpoints appear in the OpenAPI document. The body is read by the handler (parseBody). */
const tags = ['roster'];

const shiftRow = z.object({
  id: z.int(),
  technician_id: z.int(),
  local_date: z.string(),
  shift_type_id: z.int(),
  version: z.int(),
  breach_rules: z.array(z.string()),
  breach_reason: z.string().nullable(),
});

const violation = z
  .object({
    technician_id: z.int(),
    local_date: z.string(),
    rule: z.enum(restRuleNames),
    reason: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({ description: 'A rest rule broken on a day: `reason` is an i18n key (manpower.rules.<rule>.<reason>) with its `params`.' });

const minutes = { needed_minutes: z.int(), rostered_minutes: z.int() };

const rosterBody = z.object({
  station: z.object({ id: z.int(), code: z.string(), name: z.string(), region_id: z.int(), time_zone: z.string(), country: z.string() }),
  from: z.string(),
  to: z.string(),
  shift_types: z.array(
    z.object({
      id: z.int(),
      code: z.string(),
      name: z.string(),
      kind: z.enum(shiftKinds),
      start_time: z.string().nullable(),
      end_time: z.string().nullable(),
      paid_minutes: z.int(),
      colour: z.string(),
      active: z.boolean(),
    }),
  ),
  technicians: z.array(z.object({ id: z.int(), name: z.string(), employee_no: z.string(), home_station_id: z.int().nullable() })),
  shifts: z.array(shiftRow),
  violations: z.array(violation),
  demand: z.array(
    z.object({ local_date: z.string(), ...minutes, bands: z.array(z.object({ from_hour: z.int(), to_hour: z.int(), ...minutes })) }),
  ),
  rules: z.array(
    z.object({
      rule: z.enum(restRuleNames),
      setting: z.string(),
      value: z.int(),
      unit: z.enum(['hours', 'days', 'weeks']),
      citation_key: z.string(),
      applies: z.boolean(),
    }),
  ),
});

const refusal = z.object({ message: z.string(), violations: z.array(violation) });

export const rosterRouteSchemas = {
  get: {
    tags,
    summary:
      'A station’s roster for up to 62 days: shift types, technicians, shifts, rest-rule violations, demand against rostered minutes, and the rules',
    querystring: rosterQuerySchema,
    response: { 200: rosterBody, ...errorResponses, ...notFoundResponse },
  },
  save: {
    tags,
    summary:
      'Save a batch of roster cells, all or nothing (optimistic concurrency per cell; new rest-rule violations need a reason and roster_override)',
    body: validatedAhead(rosterSaveSchema),
    response: {
      200: z.object({ saved: z.int(), shifts: z.array(shiftRow), from: z.string(), to: z.string(), violations: z.array(violation) }).meta({
        description:
          'The changed cells as GET shows them, and the violations of the changed technicians from `from` to `to` (the changed days, a week either side).',
      }),
      ...errorResponses,
      403: refusal.partial({ violations: true }).meta({
        description: 'The role lacks roster_write, or a reason was given without roster_override (`violations` lists the new ones).',
      }),
      422: z
        .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())), violations: z.array(violation).optional() })
        .meta({
          description:
            'Bad input, or new rest-rule violations without a `reason` (`errors.reason` names every one; `violations` lists them).',
        }),
      ...notFoundResponse,
      ...conflictResponse(
        'A cell changed since it was read, or a shift exists where the client saw none: `conflicts` lists every such cell; nothing was saved.',
      ),
    },
  },
};
