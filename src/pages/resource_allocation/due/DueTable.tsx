import type { ReactNode } from 'react';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DueEntry } from '../resourcesApi';
import { DueStatusChip } from './DueStatusChip';

/** One due list: resource, station, the date that is due, how close, and the row's actions. */
export function DueTable({
  title,
  entries,
  dateOf,
  onOpen,
  actions,
}: {
  title: string;
  entries: DueEntry[];
  dateOf: (entry: DueEntry) => string | null;
  /** Opens the tool's page (calibrated tools only). */
  onOpen?: (entry: DueEntry) => void;
  actions?: (entry: DueEntry) => ReactNode;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resource_allocation.due.${key}`);
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('resource')}</TableCell>
                <TableCell>{t('station')}</TableCell>
                <TableCell>{t('due_date')}</TableCell>
                <TableCell>{t('state')}</TableCell>
                {actions && <TableCell>{t('actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.key}>
                  <TableCell>
                    {onOpen ? (
                      <Link component="button" type="button" onClick={() => onOpen(entry)}>
                        {entry.label}
                      </Link>
                    ) : (
                      entry.label
                    )}
                  </TableCell>
                  <TableCell>{entry.station_code}</TableCell>
                  <TableCell>{dateOf(entry) ?? '—'}</TableCell>
                  <TableCell>
                    <DueStatusChip status={entry.status} />
                  </TableCell>
                  {actions && <TableCell>{actions(entry)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
