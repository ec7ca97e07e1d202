import { Box, Button } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TodayIcon from '@mui/icons-material/Today';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import TvIcon from '@mui/icons-material/Tv';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { isoDateFormat } from '../../../model/dates';
import { routePath } from '../../../model/routes';
import type { useKiosk } from './useKiosk';

const dayPath = (date?: string) => routePath('setting.view_status', { sel_date: date });
const shiftDay = (date: string, days: number) => dayjs(date).add(days, 'day').format(isoDateFormat);

/**
 * The day (previous, today, next: links, so the URL's sel_date is the day shown) and kiosk mode,
 * with a plain exit button while it is on and the way back to full screen after a reload.
 */
export function BoardToolbar({ date, isToday, kiosk }: { date: string | null; isToday: boolean; kiosk: ReturnType<typeof useKiosk> }) {
  const translate = useTranslate();
  const big = { minHeight: 48 };
  return (
    <Box
      role="toolbar"
      aria-label={translate('status_view.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      {date && (
        <>
          <Button component={Link} to={dayPath(shiftDay(date, -1))} startIcon={<ChevronLeftIcon />} variant="outlined" sx={big}>
            {translate('status_view.previous_day')}
          </Button>
          <Button component={Link} to={dayPath()} startIcon={<TodayIcon />} variant="outlined" sx={big} disabled={isToday}>
            {translate('status_view.today')}
          </Button>
          <Button component={Link} to={dayPath(shiftDay(date, 1))} endIcon={<ChevronRightIcon />} variant="outlined" sx={big}>
            {translate('status_view.next_day')}
          </Button>
        </>
      )}
      <Box sx={{ flex: 1 }} />
      {kiosk.kiosk && kiosk.canFullScreen && !kiosk.fullScreen && (
        <Button onClick={kiosk.requestFullScreen} startIcon={<FullscreenIcon />} variant="outlined" sx={big}>
          {translate('status_view.kiosk.full_screen')}
        </Button>
      )}
      {kiosk.kiosk ? (
        <Button onClick={kiosk.exit} startIcon={<FullscreenExitIcon />} variant="contained" sx={big}>
          {translate('status_view.kiosk.exit')}
        </Button>
      ) : (
        <Button onClick={kiosk.enter} startIcon={<TvIcon />} variant="contained" sx={big}>
          {translate('status_view.kiosk.enter')}
        </Button>
      )}
    </Box>
  );
}
