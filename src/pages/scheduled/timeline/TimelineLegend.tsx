import { Box, Stack, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import FlagIcon from '@mui/icons-material/Flag';
import { useTranslate } from 'react-admin';
import { activityStatuses } from '../../../../model/modules/scheduled/enums';
import { barColours, statusStyle } from './statusStyle';

/** What the colours, icons and outlines of the bars mean. */
export function TimelineLegend() {
  const translate = useTranslate();
  const swatch = { display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 0.75, py: 0.25, borderRadius: 1, fontSize: 12 };
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={translate('scheduled.timeline.legend')}
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      {activityStatuses.map((status) => {
        const { Icon } = statusStyle[status];
        return (
          <Box component="li" key={status} sx={{ ...swatch, ...barColours(status) }}>
            <Icon sx={{ fontSize: 16 }} aria-hidden />
            {translate(`scheduled.choices.activity_status.${status}`)}
          </Box>
        );
      })}
      <Box component="li" sx={{ ...swatch, outlineWidth: 3, outlineStyle: 'dashed', outlineColor: 'error.main' }}>
        <WarningAmberIcon sx={{ fontSize: 16 }} aria-hidden />
        <Typography variant="caption">{translate('scheduled.timeline.conflict')}</Typography>
      </Box>
      <Box component="li" sx={swatch}>
        <FlagIcon sx={{ fontSize: 16 }} aria-hidden />
        <Typography variant="caption">{translate('scheduled.timeline.needs_review')}</Typography>
      </Box>
    </Stack>
  );
}
