import { useMemo, type ReactNode } from 'react';
import { SimpleForm, useRecordContext } from 'react-admin';
import type { z } from 'zod';
import { CrudToolbar } from './CrudToolbar';
import { resourceResolver } from './zodResolver';

export interface CrudFormProps {
  /** The resource's shared schemas (model/resources/<name>.ts). */
  schemas: { fields: z.ZodObject; rules: ((value: Record<string, unknown>, ctx: z.RefinementCtx) => void)[] };
  /** FormSection groups of inputs. */
  children: ReactNode;
  defaultValues?: Record<string, unknown>;
  deletable?: boolean;
}

/**
 * Every settings form (docs/ARCHITECTURE.md, CRUD engine): validated in the browser by the same zod schema as the
 * server, server 422 errors on their fields (providers/fieldErrors.ts), an unsaved-changes
 * warning, and a toolbar whose delete asks first. The record's `version` travels with the
 * values, so a stale save meets the conflict dialog.
 */
export function CrudForm({ schemas, children, defaultValues, deletable = true }: CrudFormProps) {
  const resolver = useMemo(() => resourceResolver(schemas), [schemas]);
  const record = useRecordContext();
  return (
    <SimpleForm
      resolver={resolver}
      defaultValues={defaultValues}
      // The schema validates; the browser's own checks (an input's step, min, max) would block
      // the save of a valid record without saying why (a seeded 55.64 off a 0.5 step).
      noValidate
      warnWhenUnsavedChanges
      toolbar={<CrudToolbar deletable={deletable && !!record?.id} />}
      sx={{ maxWidth: 960 }}
    >
      {children}
    </SimpleForm>
  );
}
