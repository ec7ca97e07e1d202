import { z } from 'zod';
import {
  activateSchema,
  deliverySchema,
  hotImportQuerySchema,
  hotImportSchema,
  movementsQuerySchema,
  padQuerySchema,
  stockQuerySchema,
  thresholdSchema,
  treatmentCancelSchema,
  treatmentCheckSchema,
  treatmentCreateSchema,
  treatmentUpdateSchema,
} from '../../../model/modules/de_icing/treatmentSchemas';
import { conflictResponse, errorResponses, notFoundResponse, recordIdParams } from '../../openApiParts';
import { validatedAhead } from '../../plugins/validation';

/**
 * How the De-Icing endpoints beyond CRUD appear in the OpenAPI document. Bodies and ids are read by
 * the handlers (parseBody; an id that names nothing is a 404), so they are described only; queries
 * are validated here.
 */
const tags = ['de_icing'];
const params = recordIdParams();
const found = { ...errorResponses, ...notFoundResponse };
const record = (description: string) => z.object({}).passthrough().meta({ description });
const refusal = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
    rules: z.array(z.object({}).passthrough()).optional(),
    warnings: z.array(z.object({}).passthrough()).optional(),
  })
  .meta({
    description:
      'Bad input, or refused: one text per failed rule in `errors.steps`, a warning to accept in `errors.warnings`, a shortage in `errors.stock`.',
  });
const stale = conflictResponse('The treatment changed since it was read (`current`), or it is cancelled.');
const treatment = record('The treatment with its steps, crew, check, window and the HOT table it was read from.');

export const deIcingRouteSchemas = {
  createTreatment: {
    tags,
    summary: 'Record a treatment: rules checked, window from the active HOT table, fluid taken from the station’s stock',
    body: validatedAhead(treatmentCreateSchema),
    response: { 201: treatment, ...errorResponses, 422: refusal },
  },
  updateTreatment: {
    tags,
    summary: 'Replace a treatment (the version read): the rules again, the stock given back and taken anew',
    params,
    body: validatedAhead(treatmentUpdateSchema),
    response: { 200: treatment, ...found, 422: refusal, ...stale },
  },
  getTreatment: {
    tags,
    summary: 'One treatment with steps, operators, check, warnings and the HOT table name and demo flag',
    params,
    response: { 200: treatment, ...found },
  },
  checkTreatment: {
    tags,
    summary: 'Record the post-de-icing/anti-icing check; the anti-icing code follows',
    params,
    body: validatedAhead(treatmentCheckSchema),
    response: { 200: treatment, ...found, ...stale },
  },
  cancelTreatment: {
    tags,
    summary: 'Cancel a treatment with a reason',
    params,
    body: validatedAhead(treatmentCancelSchema),
    response: { 200: treatment, ...found, ...stale },
  },
  options: {
    tags,
    summary:
      'The pick lists of the treatment form: de-icing stations, de-icing trucks and technicians of the caller’s regions; customers, aircraft types, fluids',
    response: { 200: record('{stations, customers, aircraft_types, trucks, technicians, fluids}'), ...errorResponses },
  },
  pad: {
    tags,
    summary:
      'The pad view: per de-icing station of the active region, the day’s treatments with window and code, and litres per fluid type',
    querystring: padQuerySchema,
    response: { 200: z.array(record('A station’s day.')), ...errorResponses },
  },
  stock: {
    tags,
    summary: 'Fluid stock per de-icing station × fluid material: quantity, threshold, last 7 days’ use, days left, below threshold',
    querystring: stockQuerySchema,
    response: { 200: z.array(record('A station × material.')), ...errorResponses },
  },
  movements: {
    tags,
    summary: 'Fluid stock movements of the active region, newest first, one page ({rows, total})',
    querystring: movementsQuerySchema,
    response: { 200: record('{rows, total}'), ...errorResponses },
  },
  delivery: {
    tags,
    summary: 'Receive fluid at a station (delivery note, batch)',
    body: validatedAhead(deliverySchema),
    response: { 201: record('The movement and the new quantity.'), ...errorResponses },
  },
  threshold: {
    tags,
    summary: 'Set the low-stock threshold of a fluid at a station (null: the material’s minimum)',
    body: validatedAhead(thresholdSchema),
    response: { 200: record('The station × material stock row.'), ...errorResponses },
  },
  importSet: {
    tags: ['hot_table_sets'],
    summary: 'Import a season’s HOT tables from CSV or JSON: dry_run=true previews rows and errors, false saves the set (inactive)',
    querystring: hotImportQuerySchema,
    body: validatedAhead(hotImportSchema),
    response: { 200: record('{rows, preview, errors}'), 201: record('The new set.'), ...errorResponses },
  },
  activateSet: {
    tags: ['hot_table_sets'],
    summary: 'Make a set the active one (the others step down)',
    params,
    body: validatedAhead(activateSchema),
    response: { 200: record('The set.'), ...found, ...conflictResponse('The set changed since it was read.') },
  },
  setRows: { tags: ['hot_table_sets'], summary: 'The rows of a set', params, response: { 200: z.array(record('A row.')), ...found } },
  activeSet: {
    tags: ['hot_table_sets'],
    summary: 'The active set with its rows (null when none is active): the treatment form looks the window up locally',
    response: { 200: record('The set and rows, or null.').nullable(), ...errorResponses },
  },
};
