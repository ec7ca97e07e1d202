import { Box, TableCell, Tooltip } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { OvertimePeriod } from '../../../model/modules/manpower/overtime';
import { hours } from './DemandFooter';

/**
 * A technician's hours on show against their contract (docs/modules/manpower.md, "Overtime"): the
 * longest whole period on show (the month in a month view, else the week), marked when any week or
 * month on show is over contract, with each such period in the tooltip.
 */
export function OvertimeCell({ periods, formatDay }: { periods: OvertimePeriod[]; formatDay: (date: string) => string }) {
  const translate = useTranslate();
  const shown = periods.find((found) => found.kind === 'month') ?? periods[0];
  if (!shown) return <TableCell role="gridcell" />;
  const over = periods.filter((found) => found.overtime_minutes > 0);
  const text = `${hours(shown.worked_minutes)} / ${hours(shown.contract_minutes)}`;
  const detail = over
    .map((found) =>
      translate(`manpower.roster.overtime.${found.kind}`, {
        from: formatDay(found.from),
        worked: hours(found.worked_minutes),
        contract: hours(found.contract_minutes),
        over: hours(found.overtime_minutes),
      }),
    )
    .join('; ');
  return (
    <TableCell
      role="gridcell"
      align="center"
      data-overtime={over.length > 0 || undefined}
      sx={{
        px: 0.5,
        whiteSpace: 'nowrap',
        color: over.length ? 'error.dark' : 'text.secondary',
        fontWeight: over.length ? 600 : 400,
        bgcolor: over.length ? (theme) => alpha(theme.palette.error.main, 0.08) : undefined,
      }}
    >
      {over.length > 0 ? (
        <Tooltip title={detail} describeChild>
          <Box component="span" sx={{ textDecoration: 'underline dotted' }}>
            {text}
            <Box component="span" sx={visuallyHidden}>{` (${translate('manpower.roster.overtime.marker')}: ${detail})`}</Box>
          </Box>
        </Tooltip>
      ) : (
        text
      )}
    </TableCell>
  );
}
