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
import {
  activeHotTableSchema,
  deIcingOptionsSchema,
  deliveryAnswerSchema,
  hotImportPreviewSchema,
  hotTableRowSchema,
  hotTableSetSchema,
  padDaySchema,
  stockLineSchema,
  stockMovementsPageSchema,
  treatmentRecordSchema,
} from '../../../model/modules/de_icing/treatmentRecords';
import { conflictResponse, errorResponses, notFoundResponse, recordIdParams } from '../../openApiParts';

/**
 * The De-Icing endpoints beyond CRUD: their schemas are checked before the handlers, which read their
 * parts typed from them (an id that cannot name a record is a 404), and published in the OpenAPI
 * document; the answers are model/modules/de_icing/treatmentRecords.ts.
 */
const tags = ['de_icing'];
const params = recordIdParams();
const found = { ...errorResponses, ...notFoundResponse };
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
const treatment = treatmentRecordSchema;

export const deIcingRouteSchemas = {
  createTreatment: {
    tags,
    summary: 'Record a treatment: rules checked, window from the active HOT table, fluid taken from the station’s stock',
    body: treatmentCreateSchema,
    response: { 201: treatment, ...errorResponses, 422: refusal },
  },
  updateTreatment: {
    tags,
    summary: 'Replace a treatment (the version read): the rules again, the stock given back and taken anew',
    params,
    body: treatmentUpdateSchema,
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
    body: treatmentCheckSchema,
    response: { 200: treatment, ...found, ...stale },
  },
  cancelTreatment: {
    tags,
    summary: 'Cancel a treatment with a reason',
    params,
    body: treatmentCancelSchema,
    response: { 200: treatment, ...found, ...stale },
  },
  options: {
    tags,
    summary:
      'The pick lists of the treatment form: de-icing stations, de-icing trucks and technicians of the caller’s regions; customers, aircraft types, fluids',
    response: { 200: deIcingOptionsSchema, ...errorResponses },
  },
  pad: {
    tags,
    summary:
      'The pad view: per de-icing station of the active region, the day’s treatments with window and code, and litres per fluid type',
    querystring: padQuerySchema,
    response: { 200: z.array(padDaySchema), ...errorResponses },
  },
  stock: {
    tags,
    summary: 'Fluid stock per de-icing station × fluid material: quantity, threshold, last 7 days’ use, days left, below threshold',
    querystring: stockQuerySchema,
    response: { 200: z.array(stockLineSchema), ...errorResponses },
  },
  movements: {
    tags,
    summary: 'Fluid stock movements of the active region, newest first, one page ({rows, total})',
    querystring: movementsQuerySchema,
    response: { 200: stockMovementsPageSchema, ...errorResponses },
  },
  delivery: {
    tags,
    summary: 'Receive fluid at a station (delivery note, batch)',
    body: deliverySchema,
    response: { 201: deliveryAnswerSchema, ...errorResponses },
  },
  threshold: {
    tags,
    summary: 'Set the low-stock threshold of a fluid at a station (null: the material’s minimum)',
    body: thresholdSchema,
    response: { 200: stockLineSchema, ...errorResponses },
  },
  importSet: {
    tags: ['hot_table_sets'],
    summary: 'Import a season’s HOT tables from CSV or JSON: dry_run=true previews rows and errors, false saves the set (inactive)',
    querystring: hotImportQuerySchema,
    body: hotImportSchema,
    response: { 200: hotImportPreviewSchema, 201: hotTableSetSchema, ...errorResponses },
  },
  activateSet: {
    tags: ['hot_table_sets'],
    summary: 'Make a set the active one (the others step down)',
    params,
    body: activateSchema,
    response: { 200: hotTableSetSchema, ...found, ...conflictResponse('The set changed since it was read.') },
  },
  setRows: { tags: ['hot_table_sets'], summary: 'The rows of a set', params, response: { 200: z.array(hotTableRowSchema), ...found } },
  activeSet: {
    tags: ['hot_table_sets'],
    summary: 'The active set with its rows (null when none is active): the treatment form looks the window up locally',
    response: { 200: activeHotTableSchema, ...errorResponses },
  },
};
