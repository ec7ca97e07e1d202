import { type z } from 'zod';
import { version } from './fieldRules';

type Rule = (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;

/** Fields the server owns: sent back by react-admin on update, never written by a client. */
export const serverManagedFields = ['id', 'created_at', 'updated_at'] as const;

export interface ResourceSchemas<Shape extends z.ZodRawShape = z.ZodRawShape> {
  /** The writable fields, without rules across fields. */
  fields: z.ZodObject<Shape>;
  /** A new record: every required field, no unknown field, rules across fields. */
  create: z.ZodType<z.infer<z.ZodObject<Shape>>>;
  /** A change: any subset of the fields plus the version it was read at. */
  update: z.ZodType<Partial<z.infer<z.ZodObject<Shape>>> & { version: number }>;
  /** Rules across fields, checked on the merged record after an update too. */
  rules: Rule[];
}

/** Any resource's schemas, as the generic router sees them. */
export interface AnyResourceSchemas {
  fields: z.ZodObject;
  create: z.ZodType;
  update: z.ZodType;
  rules: Rule[];
}

/**
 * Builds the create and update schemas of one resource. Both are strict: an unknown field is
 * a 422, never silently dropped (docs/security.md).
 */
export function resourceSchemas<Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>, rules: Rule[] = []): ResourceSchemas<Shape> {
  const applyRules = (value: Record<string, unknown>, ctx: z.RefinementCtx) => rules.forEach((rule) => rule(value, ctx));
  const create = fields.strict().superRefine(applyRules);
  const update = fields.partial().extend({ version }).strict();
  return { fields, create: create, update: update as never, rules };
}
