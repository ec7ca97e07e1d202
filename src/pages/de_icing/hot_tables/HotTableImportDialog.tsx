import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { DateInput } from '../../../components/date/DateInput';
import { FormAlert } from '../../../components/form/FormAlert';
import { useServerForm } from '../../../components/form/useServerForm';
import { importHotTable, type ImportPreview, type ImportRequest } from '../deIcingApi';
import { HotRowsTable } from './HotRowsTable';

const blank = { format: 'csv', content: '', name: '', authority: '', season: '', valid_from: '', valid_to: '' };

/**
 * A season's set from a CSV or JSON file (or pasted): described, then previewed by a dry run —
 * the first rows as they will read and every row's errors — and only then imported.
 */
export function HotTableImportDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const form = useServerForm(blank);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const body = () => form.values as unknown as ImportRequest;
  const readFile = async (file: File) => {
    form.setValue('content', await file.text());
    form.setValue('format', file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv');
    setPreview(null);
  };
  const dryRun = async () => {
    const result = await form.submit(() => importHotTable(body(), true));
    setPreview(result.ok ? result.result : null);
  };
  const apply = async () => {
    const result = await form.submit(() => importHotTable(body(), false));
    if (result.ok) {
      await queryClient.invalidateQueries({ queryKey: ['hot_table_sets'] });
      onClose();
    }
  };
  const field = (name: keyof typeof blank) => ({
    ...form.field(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      form.setValue(name, event.target.value);
      setPreview(null);
    },
    label: translate(`de_icing.hot_tables.${name}`),
    size: 'small' as const,
  });
  const dateField = (name: 'valid_from' | 'valid_to') => ({
    name,
    value: form.values[name] || null,
    onChange: (date: string | null) => {
      form.setValue(name, date ?? '');
      setPreview(null);
    },
    error: !!form.errors[name],
    helperText: form.errors[name]?.[0],
    label: translate(`de_icing.hot_tables.${name}`),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="hot-import-title">
      <DialogTitle id="hot-import-title">{translate('de_icing.hot_tables.import')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormAlert errors={form.errors.error ? { error: form.errors.error } : {}} />
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            <TextField {...field('name')} required />
            <TextField {...field('authority')} required />
            <TextField {...field('season')} required placeholder="2026-2027" />
            <DateInput {...dateField('valid_from')} required fullWidth />
            <DateInput {...dateField('valid_to')} required fullWidth />
            <TextField {...field('format')} select>
              <MenuItem value="csv">CSV</MenuItem>
              <MenuItem value="json">JSON</MenuItem>
            </TextField>
          </Box>
          <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
            {translate('de_icing.hot_tables.choose_file')}
            <input
              hidden
              type="file"
              accept=".csv,.json,text/csv,application/json"
              onChange={(event) => event.target.files?.[0] && void readFile(event.target.files[0])}
            />
          </Button>
          <TextField
            {...field('content')}
            multiline
            minRows={6}
            maxRows={14}
            slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
            helperText={form.errors.content?.[0] ?? translate('de_icing.hot_tables.content_help')}
          />
          {preview && (
            <Stack spacing={1} component="section" aria-label={translate('de_icing.hot_tables.preview')}>
              <Typography variant="subtitle1">
                {translate('de_icing.hot_tables.preview_count', { rows: preview.rows, errors: preview.errors.length })}
              </Typography>
              {preview.errors.length > 0 && (
                <Alert severity="error" aria-label={translate('de_icing.hot_tables.row_errors')}>
                  <List dense disablePadding>
                    {preview.errors.map((error, index) => (
                      <ListItem key={index} disableGutters>
                        <ListItemText
                          primary={translate('de_icing.hot_tables.row_error', {
                            row: error.row,
                            field: error.field,
                            message: translate(error.message, { _: error.message, ...(error as { params?: object }).params }),
                          })}
                        />
                      </ListItem>
                    ))}
                  </List>
                </Alert>
              )}
              <HotRowsTable rows={preview.preview} label={translate('de_icing.hot_tables.preview')} />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button onClick={() => void dryRun()} disabled={form.busy || !form.values.content}>
          {translate('de_icing.hot_tables.dry_run')}
        </Button>
        <Button variant="contained" onClick={() => void apply()} disabled={form.busy || !preview || preview.errors.length > 0}>
          {translate('de_icing.hot_tables.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
