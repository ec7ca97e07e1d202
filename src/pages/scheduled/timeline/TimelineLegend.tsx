import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { activityStatuses } from '../../../../model/modules/scheduled/enums';
import { activityFlags } from './activityFlags';
import { barColours, statusStyle } from './statusStyle';

/** A double-booked bar's dashed outline (TimelineBarButton's `conflict`), drawn round its legend entry too. */
const conflictOutline = { outlineWidth: 3, outlineStyle: 'dashed', outlineColor: 'error.main' };

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
      {activityFlags.map((flag) => (
        <Box component="li" key={flag.id} sx={{ ...swatch, ...(flag.id === 'conflict' ? conflictOutline : {}) }}>
          {flag.mark}
          <Typography variant="caption">{translate(flag.label)}</Typography>
        </Box>
      ))}
    </Stack>
  );
}
