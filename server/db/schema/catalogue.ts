import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns';
import { customers } from './network';
import { courseCategories, expenseUnits, materialCategories, measureKinds } from '../../../model/resources/enums';
import { materialTrackings } from '../../../model/modules/parts';

/** Global catalogues: the rules and units every station works with (docs/modules/settings.md). */

export const measures = pgTable(
  'measures',
  {
    ...recordColumns,
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: measureKinds }).notNull(),
    /** Multiply a quantity in this unit by the factor to get the kind's base unit (L, kg, ea, h, km). */
    factor: doublePrecision('factor').notNull().default(1),
  },
  (t) => [uniqueIndex('measures_code_unique').on(t.code), index('measures_kind_idx').on(t.kind)],
);

export const materials = pgTable(
  'materials',
  {
    ...recordColumns,
    part_number: text('part_number').notNull(),
    description: text('description').notNull(),
    measure_id: integer('measure_id')
      .notNull()
      .references(() => measures.id),
    category: text('category', { enum: materialCategories }).notNull(),
    unit_cost: numeric('unit_cost', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('EUR'),
    /** Empty = no shelf life. */
    shelf_life_months: integer('shelf_life_months'),
    hazardous: boolean('hazardous').notNull().default(false),
    minimum_stock: numeric('minimum_stock', { precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
    /** Bulk, per batch or per serial number (docs/modules/parts.md). */
    tracking: text('tracking', { enum: materialTrackings }).notNull().default('none'),
    /** The release certificate types (part_cert ids) a serviceable part of this number may be received with. */
    accepted_cert_ids: integer('accepted_cert_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('materials_part_number_unique').on(t.part_number),
    index('materials_measure_idx').on(t.measure_id),
    index('materials_category_idx').on(t.category),
    index('materials_part_number_trgm_idx').using('gin', t.part_number.op('gin_trgm_ops')),
    index('materials_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
  ],
);

/** Release certificate types a serviceable part may carry (8130-3, EASA Form 1 …). */
export const partCert = pgTable(
  'part_cert',
  {
    ...recordColumns,
    code: text('code').notNull(),
    name: text('name').notNull(),
    authority: text('authority'),
    serial_required: boolean('serial_required').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('part_cert_code_unique').on(t.code)],
);

/** Return-to-service statement templates; the text holds {placeholders} filled when signing. */
export const rts = pgTable(
  'rts',
  {
    ...recordColumns,
    name: text('name').notNull(),
    customer_id: integer('customer_id').references(() => customers.id),
    regulation_basis: text('regulation_basis').notNull(),
    text: text('text').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('rts_name_unique').on(t.name), index('rts_customer_idx').on(t.customer_id)],
);

export const trainingCourses = pgTable(
  'training_courses',
  {
    ...recordColumns,
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category', { enum: courseCategories }).notNull(),
    duration_hours: numeric('duration_hours', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    /** Empty = the course never expires. */
    validity_months: integer('validity_months'),
    /** Who must hold it: 'all' or licence categories (A, B1, B2, C). */
    mandatory_for: text('mandatory_for').array().notNull().default([]),
    /** Holding it, current, qualifies a technician to spray and to do the post-de-icing check (SAE AS6286; docs/modules/de_icing.md). */
    qualifies_for_de_icing: boolean('qualifies_for_de_icing').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('training_courses_code_unique').on(t.code), index('training_courses_category_idx').on(t.category)],
);

/** Expense types billed on on-call jobs and road trips. */
export const expenses = pgTable(
  'expenses',
  {
    ...recordColumns,
    code: text('code').notNull(),
    name: text('name').notNull(),
    unit: text('unit', { enum: expenseUnits }).notNull(),
    default_rate: numeric('default_rate', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    receipt_required: boolean('receipt_required').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('expenses_code_unique').on(t.code)],
);

/** The company glossary. */
export const dictionary = pgTable(
  'dictionary',
  {
    ...recordColumns,
    term: text('term').notNull(),
    abbreviation: text('abbreviation'),
    definition: text('definition').notNull(),
    category: text('category'),
  },
  (t) => [
    uniqueIndex('dictionary_term_unique').on(t.term),
    index('dictionary_category_idx').on(t.category),
    index('dictionary_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);
