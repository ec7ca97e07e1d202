import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ToolUsage } from '../resourcesApi';

/** Every job the tool was used on since its last good calibration: the aircraft an auditor asks about first. */
export function ToolUsageTable({ usage }: { usage: ToolUsage[] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resource_allocation.tool.${key}`);
  if (usage.length === 0) return <Typography color="text.secondary">{t('no_usage')}</Typography>;
  return (
    <Table size="small" aria-label={t('usage')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('date')}</TableCell>
          <TableCell>{t('station')}</TableCell>
          <TableCell>{t('job')}</TableCell>
          <TableCell>{t('registration')}</TableCell>
          <TableCell>{t('aircraft_type')}</TableCell>
          <TableCell>{t('customer')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {usage.map((use) => (
          <TableRow key={`${use.activity_id ?? 'r'}-${use.on_call_request_id ?? 'a'}-${use.starts_at}`}>
            <TableCell>{use.local_date}</TableCell>
            <TableCell>{use.station_code}</TableCell>
            <TableCell>
              {use.activity_id ? (
                <Link component={RouterLink} to={`/scheduled_data/${use.activity_id}`}>
                  {use.work_order}
                </Link>
              ) : use.on_call_request_id ? (
                <Link component={RouterLink} to={`/on_call/${use.on_call_request_id}`}>
                  {use.request_no}
                </Link>
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell>{use.registration ?? '—'}</TableCell>
            <TableCell>{use.aircraft_type_code ?? '—'}</TableCell>
            <TableCell>{use.customer_name ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
