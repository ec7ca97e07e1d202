import { Alert, Box, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { referenceColumns, type CsvImportResult } from '../../../../model/csvImport';

/** Shows what the user typed (the station code) rather than the id it resolved to. */
function cellText(resource: string, data: Record<string, unknown>, field: string): string {
  const columns = (referenceColumns as Record<string, Record<string, { field: string }>>)[resource] ?? {};
  const typed = Object.entries(columns).find(([column, reference]) => reference.field === field && data[column] != null);
  return String(typed ? data[typed[0]] : (data[field] ?? ''));
}

export interface ImportPreviewProps {
  resource: string;
  result: CsvImportResult;
  /** The fields that identify a row to the user (the natural key). */
  keyFields: readonly string[];
}

/** What the import would do, row by row, with each invalid row's errors on their fields. */
export function ImportPreview({ resource, result, keyFields }: ImportPreviewProps) {
  const translate = useTranslate();
  const label = (field: string) =>
    field === '_' ? translate('crud.import.row') : translate(`resources.${resource}.fields.${field}`, { _: field });
  const invalid = result.rows.filter((row) => row.errors).length;
  return (
    <Box>
      <Alert severity={invalid ? 'warning' : 'success'} sx={{ mb: 2 }}>
        {translate('crud.import.preview_counts', { created: result.created, updated: result.updated, skipped: result.skipped })}
      </Alert>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={translate('crud.import.preview')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('crud.import.line')}</TableCell>
              {keyFields.map((field) => (
                <TableCell key={field}>{label(field)}</TableCell>
              ))}
              <TableCell>{translate('crud.import.outcome')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.rows.map((row) => (
              <TableRow key={row.line} data-testid={`import-row-${row.line}`} sx={row.errors ? { bgcolor: 'error.50' } : undefined}>
                <TableCell>{row.line}</TableCell>
                {keyFields.map((field) => (
                  <TableCell key={field}>{cellText(resource, row.data, field)}</TableCell>
                ))}
                <TableCell>
                  {row.errors ? (
                    Object.entries(row.errors).map(([field, texts]) => (
                      <Typography key={field} variant="body2" color="error">
                        {label(field)}: {texts.join(' ')}
                      </Typography>
                    ))
                  ) : (
                    <Chip
                      size="small"
                      color={row.action === 'create' ? 'success' : 'info'}
                      label={translate(`crud.import.action_${row.action}`)}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
