import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyResourceSchemas } from '../../model/resources/resourceSchemas';
import type { ResourceAccess } from '../../model/resourceAccess';
import type { Session } from '../auth/session';
import type { Database } from '../db/client';

/** A database handle or an open transaction: both offer the same query API. */
export type Queryable = Database;

/** A table the generic router can serve: it carries the shared record columns. */
export type RecordTable = PgTable & { id: PgColumn; version: PgColumn; updated_at: PgColumn };

/**
 * A read-only value computed in SQL for every record (calibration status, nested ids …).
 * Drizzle leaves columns unqualified in single-table queries, so a correlated subquery must
 * alias its own tables and name the outer one in full ("technicians"."id").
 */
export interface ComputedField {
  sql: SQL;
  /** Makes the field filterable (exact / IN) with values checked by this schema. */
  filter?: ZodType;
}

/** A collection stored in a child table but read and written as an array on the record. */
export interface NestedCollection {
  /** Replaces the collection of one record (delete + insert); runs inside the write transaction. */
  replace(tx: Queryable, recordId: number, items: unknown[]): Promise<void>;
}

export interface WriteContext {
  request: FastifyRequest;
  session: Session;
  tx: Queryable;
}

/**
 * Everything the generic ra-data-simple-rest router needs to serve one resource
 * (docs/ARCHITECTURE.md): one definition per file in its module's folder, server/modules/<module>/.
 */
export interface ResourceDefinition {
  /** Route, table and i18n name: `/api/<name>`, `resources.<name>`. */
  name: string;
  table: RecordTable;
  schemas: AnyResourceSchemas;
  access: ResourceAccess;
  /** Columns `q` searches with ILIKE '%q%' (each has a trigram index). */
  search: readonly string[];
  /** Fields filterable by exact value, an array (IN) or null (IS NULL). */
  filters: readonly string[];
  /** Fields that also take `<field>_gte` / `<field>_lte`. */
  ranges?: readonly string[];
  sort: readonly string[];
  defaultSort: [field: string, order: 'ASC' | 'DESC'];
  /** Columns never sent to a client (password hashes, secrets). */
  hidden?: readonly string[];
  computed?: Record<string, ComputedField>;
  nested?: Record<string, NestedCollection>;
  /**
   * Reference fields pointing at region-owned records: the referenced record must belong to the
   * same region as the record written (a planner cannot attach a schedule to another region's station).
   */
  sameRegionReferences?: Record<string, PgTable & { id: PgColumn; region_id: PgColumn }>;
  /** Adjusts the column values before insert (defaults that depend on other fields). */
  beforeCreate?(values: Record<string, unknown>, context: WriteContext): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Adjusts the changed column values before update. */
  beforeUpdate?(
    changes: Record<string, unknown>,
    current: Record<string, unknown>,
    context: WriteContext,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Refuses a delete the generic rules would allow (built-in roles …); throw an ApiError. */
  beforeDelete?(current: Record<string, unknown>, context: WriteContext): void | Promise<void>;
  /**
   * The generic routes a module serves itself, with workflows of its own (an on-call request's
   * intake numbers it and logs its first step; its page reads the crew and steps): left out here.
   */
  ownRoutes?: readonly ('getOne' | 'create' | 'update' | 'remove')[];
  /** Endpoints beyond CRUD (airport lookup, reset link); registered before the `/:id` routes. */
  extraRoutes?(app: FastifyInstance): void | Promise<void>;
}

export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  return definition;
}
