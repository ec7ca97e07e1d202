import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocaleState, useTranslate } from 'react-admin';
import { rtsPlaceholders } from '../../../model/resources/rts';
import { formatDisplayDate } from '../../../model/dates';
import { getConfig } from '../../config';
import { dayjsLocaleName } from '../../components/date/dayjsLocales';
import { fillRtsTemplate, rtsSampleValues, unknownPlaceholders } from './rtsPreview';

/** Chips that insert a placeholder at the end of the text, and the statement as it will read when signed. */
export function RtsPreview() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { setValue } = useFormContext();
  const text: string = useWatch({ name: 'text' }) ?? '';
  const values = { ...rtsSampleValues, date: formatDisplayDate(dayjs(), getConfig().dateFormat, dayjsLocaleName(locale)) };
  const parts = fillRtsTemplate(text, values);
  const unknown = unknownPlaceholders(text);
  const insert = (name: string) => {
    const spacer = text && !/\s$/.test(text) ? ' ' : '';
    setValue('text', `${text}${spacer}{${name}}`, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.rts.insert_placeholder')}
        </Typography>
        {rtsPlaceholders.map((name) => (
          <Chip
            key={name}
            size="small"
            variant="outlined"
            label={`{${name}}`}
            title={translate(`resources.rts.placeholders.${name}`)}
            onClick={() => insert(name)}
          />
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3">
        {translate('resources.rts.preview')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, whiteSpace: 'pre-wrap', fontFamily: 'serif', minHeight: 64 }} aria-live="polite">
        {text.trim() ? (
          parts.map((part, index) =>
            part.placeholder ? (
              <Box
                key={index}
                component="mark"
                sx={{ bgcolor: part.known ? 'action.selected' : 'error.light', color: 'inherit', px: 0.25, borderRadius: 0.5 }}
              >
                {part.text}
              </Box>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )
        ) : (
          <Typography variant="body2" color="text.secondary" component="span">
            {translate('resources.rts.preview_empty')}
          </Typography>
        )}
      </Paper>
      {unknown.length > 0 && (
        <Typography variant="body2" color="error">
          {translate('resources.rts.unknown_placeholders', { names: unknown.map((name) => `{${name}}`).join(', ') })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {translate('resources.rts.preview_note')}
      </Typography>
    </Stack>
  );
}
