import { Alert, Box, Button, CircularProgress, GlobalStyles, Paper, Stack, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { isoDateFormat, parseDateValue } from '../../../model/dates';
import { utcToLocal } from '../../../model/core/localTime';
import { routePath, type RouteDefinition } from '../../../model/routes';
import { BoardHeading } from './BoardHeading';
import { BoardToolbar } from './BoardToolbar';
import { StatusViewBoard } from './StatusViewBoard';
import { useKiosk } from './useKiosk';
import { useStatusView } from './useStatusView';

/**
 * Kiosk type: every rem-sized text and column grows with the screen, to be read from a distance —
 * 18 px at 1280 px wide (six columns still fit), 21 px on a 1920 px wall, at most 28 px.
 */
const kioskType = <GlobalStyles styles={{ html: { fontSize: 'clamp(18px, 1.1vw, 28px)' } }} />;

/**
 * /status_view/:sel_date? — the day of the active region as a wall board (docs/modules/status_view.md): a column
 * per station, a card per activity, kept current live and every minute. No date in the URL: today
 * on the region's clock. A date that is not a day leads to today's board.
 */
export default function StatusViewPage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const { sel_date: selDate } = useParams();
  const date = selDate ? (parseDateValue(selDate, isoDateFormat)?.format(isoDateFormat) ?? null) : null;
  const kiosk = useKiosk();
  const { data: board, error, isPending, isFetching, refetch } = useStatusView(date);

  if (selDate && !date) return <Navigate to={routePath(route.name)} replace />;
  const today = board ? utcToLocal(new Date(), board.time_zone).date : null;
  const empty = board && board.stations.every((station) => station.activities.length === 0);
  return (
    // In kiosk mode the board fills the screen below its heading (the layout's padding is 12 px above and below).
    <Stack spacing={2} sx={kiosk.kiosk ? { height: 'calc(100vh - 24px)' } : undefined}>
      {kiosk.kiosk && kioskType}
      <BoardHeading
        title={route.title}
        date={board?.date ?? date}
        timeZone={board?.time_zone ?? null}
        generatedAt={board?.generated_at ?? null}
        kiosk={kiosk.kiosk}
      />
      <BoardToolbar date={board?.date ?? date} isToday={!date || date === today} kiosk={kiosk} />
      {isPending && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{translate('status_view.loading')}</Typography>
        </Box>
      )}
      {error && !board && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => refetch()} disabled={isFetching}>
              {translate('status_view.retry')}
            </Button>
          }
        >
          {translate('status_view.error')}
        </Alert>
      )}
      {error && board && (
        <Alert severity="warning">
          {translate('status_view.stale', { time: utcToLocal(new Date(board.generated_at), board.time_zone).time })}
        </Alert>
      )}
      {board && board.stations.length === 0 && (
        <Paper variant="outlined" sx={{ p: 6, textAlign: 'center', color: 'text.secondary' }}>
          <Typography>{translate('status_view.no_stations')}</Typography>
        </Paper>
      )}
      {empty && board.stations.length > 0 && <Alert severity="info">{translate('status_view.empty_day')}</Alert>}
      {board && board.stations.length > 0 && <StatusViewBoard board={board} kiosk={kiosk.kiosk} />}
    </Stack>
  );
}
