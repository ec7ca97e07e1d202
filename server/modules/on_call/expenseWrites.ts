import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { expenseAmount, receiptRule } from '../../../model/modules/on_call/expenses';
import type { ExpenseFields } from '../../../model/modules/on_call/requestSchemas';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { expenses, onCallExpenses, onCallTechnicians } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { ruleRefusal } from '../../core/ruleRefusal';
import { extensionOf, storeMediaFile, storedFolders } from '../../media/mediaFiles';
import type { Receipt } from './expenseForm';
import { assertFieldWork } from './fieldWork';
import { touchRequest, type RequestRow } from './requestQueries';

/**
 * POST /on_call_requests/:id/expenses: amount = quantity × (the rate given, else the expense type's
 * default), in the type's currency; a type requiring a receipt is refused without one (422 `receipt`).
 */
export async function addExpense(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  current: RequestRow,
  fields: ExpenseFields,
  receipt: Receipt | null,
): Promise<number> {
  await assertFieldWork(tx, request, session, current);
  const [type] = await tx.select().from(expenses).where(eq(expenses.id, fields.expense_id));
  if (!type || !type.active) throw invalid({ expense_id: 'validation.reference_missing' });
  if (fields.technician_id) {
    const [member] = await tx
      .select({ id: onCallTechnicians.id })
      .from(onCallTechnicians)
      .where(and(eq(onCallTechnicians.request_id, current.id), eq(onCallTechnicians.technician_id, fields.technician_id)));
    if (!member) throw invalid({ technician_id: 'on_call.not_on_crew' });
  }
  const receiptVerdict = receiptRule(type, receipt !== null);
  if (!receiptVerdict.ok) throw ruleRefusal(request, 'receipt', [receiptVerdict], 'on_call.rules_failed');
  const rate = fields.rate ?? type.default_rate;
  const [row] = await tx
    .insert(onCallExpenses)
    .values({
      request_id: current.id,
      expense_id: type.id,
      technician_id: fields.technician_id ?? null,
      quantity: fields.quantity,
      rate,
      amount: expenseAmount(fields.quantity, rate),
      currency: type.currency,
      incurred_at: fields.incurred_at,
      remarks: fields.remarks ?? null,
      receipt_name: receipt?.name ?? null,
      receipt_path: receipt
        ? await storeMediaFile(tx, {
            folder: storedFolders.expenseReceipts,
            extension: extensionOf(receipt.type),
            content: receipt.content,
            createdBy: session.user.id,
          })
        : null,
      recorded_by: session.user.id,
    })
    .returning({ id: onCallExpenses.id, amount: onCallExpenses.amount });
  await touchRequest(tx, request, current.id, {
    action: 'expense_add',
    changes: { id: row.id, expense_id: type.id, quantity: fields.quantity, rate, amount: row.amount, receipt: receipt?.name ?? null },
  });
  return row.id;
}

/** DELETE /on_call_requests/:id/expenses/:eid. */
export async function removeExpense(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  current: RequestRow,
  expenseLineId: number,
): Promise<void> {
  await assertFieldWork(tx, request, session, current);
  const removed = await tx
    .delete(onCallExpenses)
    .where(and(eq(onCallExpenses.id, expenseLineId), eq(onCallExpenses.request_id, current.id)))
    .returning({ id: onCallExpenses.id, expense_id: onCallExpenses.expense_id, amount: onCallExpenses.amount });
  if (!removed.length) throw notFound();
  await touchRequest(tx, request, current.id, { action: 'expense_remove', changes: removed[0] });
}

/** The receipt of an expense line of this request: its name and where it is stored (the download). */
export async function receiptOf(db: Database, requestId: number, expenseLineId: number) {
  const [row] = await db
    .select({ name: onCallExpenses.receipt_name, path: onCallExpenses.receipt_path })
    .from(onCallExpenses)
    .where(and(eq(onCallExpenses.id, expenseLineId), eq(onCallExpenses.request_id, requestId)));
  return row ?? null;
}
