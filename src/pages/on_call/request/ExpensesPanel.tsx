import { IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useLocaleState, useTranslate } from 'react-admin';
import { Section } from '../../../components/Section';
import { useActivityAction } from '../../../components/useActivityAction';
import { receiptUrl, removeExpense } from '../onCallApi';
import type { RequestDetail } from '../onCallTypes';
import { DownloadButton } from '../../../components/DownloadButton';
import { ExpenseForm } from './ExpenseForm';
import { useCatalogue } from './useCatalogue';

/** The job's expenses with their receipts; the crew adds one as it happens. */
export function ExpensesPanel({ record, editable, onChanged }: { record: RequestDetail; editable: boolean; onChanged: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useCatalogue(record.id, '', editable);
  const { busy, run } = useActivityAction(onChanged);
  const money = (amount: number, currency: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  return (
    <Section title={translate('on_call.expenses.title')}>
      {record.expenses.length === 0 && <Typography color="text.secondary">{translate('on_call.expenses.empty')}</Typography>}
      <List dense disablePadding>
        {record.expenses.map((row) => (
          <ListItem
            key={row.id}
            disableGutters
            secondaryAction={
              editable && (
                <IconButton
                  edge="end"
                  aria-label={translate('on_call.expenses.remove', { name: row.expense_name })}
                  disabled={busy}
                  onClick={() => void run(() => removeExpense(record.id, row.id))}
                >
                  <DeleteIcon />
                </IconButton>
              )
            }
          >
            <ListItemText
              slotProps={{ secondary: { component: 'div' } }}
              primary={`${row.expense_name} · ${row.quantity} × ${money(row.rate, row.currency)} = ${money(row.amount, row.currency)}`}
              secondary={
                row.has_receipt ? (
                  <DownloadButton
                    url={receiptUrl(record.id, row.id)}
                    fileName={`${record.request_no}-${row.id}`}
                    accept="application/pdf,image/*"
                    label="on_call.expenses.download_receipt"
                  />
                ) : (
                  row.remarks
                )
              }
            />
          </ListItem>
        ))}
      </List>
      {editable && <ExpenseForm requestId={record.id} types={data?.expenses ?? []} onAdded={onChanged} />}
    </Section>
  );
}
