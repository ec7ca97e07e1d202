import { Box, Chip, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../../model/money';
import { durationText } from '../../../model/core/duration';

/** 90 → "1:30": durations read h:mm everywhere (docs/ARCHITECTURE.md, "Internationalisation"). */
export function DurationField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const text = durationText(record?.[source]);
  if (!text) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Typography>
  );
}

/** "€95.00 / hour": the rate in the service's own currency and its billing unit. */
export function RateField(_props: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const amount = formatMoney(record.billing_rate, record.currency, locale);
  if (!amount) return null;
  const unit = record.billing_unit ? translate(`resources.services.units.per.${record.billing_unit}`, { _: record.billing_unit }) : '';
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {amount}
      {unit && (
        <Typography component="span" variant="body2" color="text.secondary">
          {` ${unit}`}
        </Typography>
      )}
    </Typography>
  );
}

/** The licence category the lead must hold, and whether a type authorisation is needed too. */
export function AuthorisationField(_props: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const category = record.authorisation_category as string | null;
  if (!category && !record.type_authorisation_required) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('resources.services.values.no_authorisation')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap' }}>
      {category && (
        <Chip
          size="small"
          variant="outlined"
          label={category}
          title={translate(`resources.services.choices.authorisation_category.${category}`)}
        />
      )}
      {record.type_authorisation_required && (
        <Chip size="small" variant="outlined" color="warning" label={translate('resources.services.values.on_type')} />
      )}
    </Box>
  );
}
