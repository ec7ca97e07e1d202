import { Alert, Box, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  deferralCategories,
  deferralDueOn,
  deferralVerdicts,
  fixedLimitDays,
  limitDaysOf,
  type DeferralCategory,
} from '../../../model/modules/defects';
import { useServerForm } from '../../components/form/useServerForm';
import { deferDefect } from './defectsApi';
import { DefectFormDialog, type DefectActionProps } from './DefectFormDialog';

/** The days typed for a category A item, or null while they are not a whole number. */
const itemDaysOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * Defer an open defect under the operator's MEL/CDL: the item, its repair interval category and the
 * tech-log page. Before saving it shows what the server will compute and check with the same model
 * functions (model/modules/defects): the due day (B 3, C 10, D 120 days excluding the day of
 * discovery, A as the item states) and the verdicts that would refuse it.
 */
export function DeferDialog({ job, defect, onClose, onChanged }: DefectActionProps) {
  const translate = useTranslate();
  const form = useServerForm({ mel_item: '', category: 'C' as DeferralCategory, limit_days: '', tech_log_ref: '' });
  const { category } = form.values;
  const itemDays = category === 'A' ? itemDaysOf(form.values.limit_days) : null;
  const limitDays = limitDaysOf(category, itemDays);
  const failures = deferralVerdicts(defect.state, category, itemDays).filter((verdict) => !verdict.ok);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The verdicts are on screen already: the server would refuse the same way.
    if (failures.length) return;
    const outcome = await form.submit((values) =>
      deferDefect(job, defect.id, {
        mel_item: values.mel_item.trim(),
        category: values.category,
        ...(values.category === 'A' ? { limit_days: itemDays } : {}),
        tech_log_ref: values.tech_log_ref.trim(),
      }),
    );
    if (!outcome.ok) return;
    onChanged();
    onClose();
  };
  const categoryLabel = (option: DeferralCategory) =>
    option === 'A'
      ? translate('defects.category_a')
      : translate('defects.category_days', { category: option, days: fixedLimitDays[option] });
  return (
    <DefectFormDialog
      id="defer-defect-title"
      title={translate('defects.defer_title')}
      defect={defect}
      errors={form.errors}
      busy={form.busy}
      submitLabel="defects.defer"
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField {...form.field('mel_item')} label={translate('defects.mel_item')} required fullWidth autoFocus margin="dense" />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
        <FormLabel component="legend">{translate('defects.category')}</FormLabel>
        <RadioGroup value={category} onChange={(event) => form.setValue('category', event.target.value as DeferralCategory)}>
          {deferralCategories.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={categoryLabel(option)} sx={{ minHeight: 48 }} />
          ))}
        </RadioGroup>
      </Box>
      {category === 'A' && (
        <TextField
          {...form.field('limit_days')}
          label={translate('defects.limit_days')}
          type="number"
          required
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { min: 1, max: 365, step: 1 } }}
        />
      )}
      <TextField {...form.field('tech_log_ref')} label={translate('defects.tech_log_ref')} required fullWidth margin="dense" />
      <Box sx={{ mt: 2 }} aria-live="polite">
        {limitDays !== null && (
          <Alert severity="info">
            {translate('defects.due_preview', {
              date: deferralDueOn(defect.found_on, limitDays),
              days: limitDays,
              found: defect.found_on,
            })}
          </Alert>
        )}
        {failures.map((verdict) => (
          <Alert key={verdict.rule} severity="warning" sx={{ mt: 1 }}>
            {translate(verdict.reason!, { _: verdict.reason, ...verdict.params })}
          </Alert>
        ))}
      </Box>
    </DefectFormDialog>
  );
}
