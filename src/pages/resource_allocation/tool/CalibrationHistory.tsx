import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ToolCalibration } from '../resourcesApi';

/** Each trip to the laboratory: sent, by whom to, back on, certificate, result. */
export function CalibrationHistory({ calibrations }: { calibrations: ToolCalibration[] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resource_allocation.tool.${key}`);
  if (calibrations.length === 0) return <Typography color="text.secondary">{t('no_calibrations')}</Typography>;
  return (
    <Table size="small" aria-label={t('calibrations')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('sent_at')}</TableCell>
          <TableCell>{translate('resource_allocation.calibration.provider')}</TableCell>
          <TableCell>{translate('resource_allocation.calibration.calibrated_on')}</TableCell>
          <TableCell>{translate('resource_allocation.calibration.certificate')}</TableCell>
          <TableCell>{translate('resource_allocation.calibration.result')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {calibrations.map((calibration) => (
          <TableRow key={calibration.id}>
            <TableCell>{calibration.sent_at.slice(0, 10)}</TableCell>
            <TableCell>{calibration.provider ?? '—'}</TableCell>
            <TableCell>{calibration.calibrated_on ?? t('at_laboratory')}</TableCell>
            <TableCell>{calibration.certificate ?? '—'}</TableCell>
            <TableCell>
              {calibration.result
                ? translate(`resource_allocation.choices.calibration_result.${calibration.result}`, { _: calibration.result })
                : '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
