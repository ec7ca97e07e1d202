import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** "24 months", or "Never expires" when the course has no validity. */
export function ValidityField(_props: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const months = record.validity_months;
  return months === null || months === undefined ? (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {translate('resources.training_courses.values.never_expires')}
    </Typography>
  ) : (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {translate('resources.training_courses.values.months', { smart_count: Number(months) })}
    </Typography>
  );
}

/** Who must hold the course: "All technicians" or licence categories as their codes (B1), the full wording as tooltip. */
export function MandatoryForField(_props: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const audiences: string[] = Array.isArray(record?.mandatory_for) ? record.mandatory_for : [];
  if (audiences.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('resources.training_courses.values.optional')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {audiences.map((audience) => (
        <Chip
          key={audience}
          size="small"
          variant="outlined"
          color={audience === 'all' ? 'primary' : 'default'}
          label={audience === 'all' ? translate('resources.training_courses.choices.mandatory_for.all') : audience}
          title={translate(`resources.training_courses.choices.mandatory_for.${audience}`, { _: audience })}
        />
      ))}
    </Box>
  );
}
