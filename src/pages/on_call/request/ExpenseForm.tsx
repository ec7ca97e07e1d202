import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useLocaleState, useTranslate } from 'react-admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useServerForm } from '../../../components/form/useServerForm';
import { addExpense, type ExpenseType } from '../onCallApi';
import { expenseAmount } from '../../../../model/modules/on_call/expenses';

/** Receipts the server accepts (it checks the bytes too). */
const receiptTypes = 'application/pdf,image/png,image/jpeg';

/**
 * Recording an expense: its type, the quantity, the amount shown as it will be booked
 * (quantity × the type's rate), and the receipt — required when the type says so.
 */
export function ExpenseForm({ requestId, types, onAdded }: { requestId: number; types: ExpenseType[]; onAdded: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const form = useServerForm({ expense_id: '', quantity: '1', remarks: '' });
  const [receipt, setReceipt] = useState<File | null>(null);
  const type = types.find((candidate) => String(candidate.id) === form.values.expense_id);
  const quantity = Number(form.values.quantity);
  const amount = type && quantity > 0 ? expenseAmount(quantity, type.default_rate) : null;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!type) return form.setErrors({ expense_id: [translate('ra.validation.required')] });
    if (!(quantity > 0)) return form.setErrors({ quantity: [translate('on_call.expenses.quantity_positive')] });
    if (type.receipt_required && !receipt) return form.setErrors({ receipt: [translate('on_call.expenses.receipt_required')] });
    const result = await form.submit((values) =>
      addExpense(
        requestId,
        { expense_id: type.id, quantity, incurred_at: new Date().toISOString(), remarks: values.remarks.trim() || undefined },
        receipt,
      ),
    );
    if (result.ok) {
      form.setValues({ expense_id: '', quantity: '1', remarks: '' });
      setReceipt(null);
      onAdded();
    }
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={translate('on_call.expenses.add')}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, mt: 1 }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormAlert errors={form.errors} />
      </Box>
      <TextField select size="small" {...form.field('expense_id')} label={translate('on_call.expenses.type')} required>
        {types.map((candidate) => (
          <MenuItem key={candidate.id} value={String(candidate.id)}>
            {candidate.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="number"
        {...form.field('quantity')}
        label={translate('on_call.expenses.quantity')}
        slotProps={{ htmlInput: { min: 0, step: 'any' } }}
      />
      <Typography aria-live="polite" data-testid="expense-amount" sx={{ alignSelf: 'center', fontVariantNumeric: 'tabular-nums' }}>
        {amount !== null && type
          ? translate('on_call.expenses.amount_is', {
              amount: new Intl.NumberFormat(locale, { style: 'currency', currency: type.currency }).format(amount),
            })
          : ''}
      </Typography>
      <TextField
        size="small"
        {...form.field('remarks')}
        label={translate('on_call.expenses.remarks')}
        sx={{ gridColumn: { sm: '1 / 3' } }}
      />
      <Box>
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} color={form.errors.receipt ? 'error' : 'primary'}>
          {translate(type?.receipt_required ? 'on_call.expenses.receipt_needed' : 'on_call.expenses.receipt')}
          <input
            hidden
            type="file"
            accept={receiptTypes}
            aria-label={translate('on_call.expenses.receipt')}
            onChange={(event) => {
              setReceipt(event.target.files?.[0] ?? null);
              form.setErrors({});
            }}
          />
        </Button>
        {receipt && <Typography variant="body2">{receipt.name}</Typography>}
        {form.errors.receipt && (
          <Typography variant="body2" color="error" role="alert">
            {form.errors.receipt[0]}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SubmitButton busy={form.busy} fullWidth={false}>
          {translate('on_call.expenses.add')}
        </SubmitButton>
      </Box>
    </Box>
  );
}
