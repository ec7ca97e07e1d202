import { Box, Button, IconButton, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import AddIcon from '@mui/icons-material/Add';
import FlightIcon from '@mui/icons-material/Flight';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { isoDateFormat } from '../../../model/dates';
import { movementsPath } from '../../../model/modules/movements';
import { DateInput } from '../../components/date/DateInput';
import type { TimelineZoom } from '../../components/timeline/timelineZoom';
import { ZoomToggle } from '../../components/timeline/ZoomToggle';
import { AutoAssignButton } from './auto_assign/AutoAssignButton';
import { PlanDayButton } from './PlanDayButton';
import { scheduledViews, timelineGroupings, type ScheduledView, type TimelineGrouping } from './timelineTypes';

const shiftDay = (date: string, days: number) => dayjs(date).add(days, 'day').format(isoDateFormat);

/**
 * The day and how to look at it: date with previous / next / today, rows per station or
 * technician, a few hours, the whole day or its week in view, timeline or list; the flight movements received; Plan day, Auto-assign and New activity for those who plan. Wraps on a phone.
 */
export function DayToolbar({
  date,
  onDate,
  view,
  onView,
  grouping,
  onGrouping,
  zoom,
  onZoom,
  canWrite,
  stationId,
  onPlanned,
}: {
  date: string;
  onDate: (date: string | null) => void;
  view: ScheduledView;
  onView: (view: ScheduledView) => void;
  grouping: TimelineGrouping;
  onGrouping: (grouping: TimelineGrouping) => void;
  zoom: TimelineZoom;
  onZoom: (zoom: TimelineZoom) => void;
  canWrite: boolean;
  stationId: number | null;
  onPlanned: () => void;
}) {
  const translate = useTranslate();
  // At the Week zoom the arrows step a week, so each press shows another week.
  const step = view === 'timeline' && zoom === 'week' ? 'week' : 'day';
  const stepDays = step === 'week' ? 7 : 1;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      role="toolbar"
      aria-label={translate('scheduled.toolbar.label')}
    >
      <Tooltip title={translate(`scheduled.toolbar.previous_${step}`)}>
        <IconButton onClick={() => onDate(shiftDay(date, -stepDays))} aria-label={translate(`scheduled.toolbar.previous_${step}`)}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Box sx={{ width: 190, flexShrink: 0 }}>
        <DateInput label={translate('scheduled.toolbar.date')} value={date} onChange={onDate} />
      </Box>
      <Tooltip title={translate(`scheduled.toolbar.next_${step}`)}>
        <IconButton onClick={() => onDate(shiftDay(date, stepDays))} aria-label={translate(`scheduled.toolbar.next_${step}`)}>
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
      <Button onClick={() => onDate(dayjs().format(isoDateFormat))}>{translate('scheduled.toolbar.today')}</Button>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={grouping}
        onChange={(_, next) => next && onGrouping(next)}
        aria-label={translate('scheduled.toolbar.grouping')}
        disabled={view !== 'timeline'}
      >
        {timelineGroupings.map((value) => (
          <ToggleButton key={value} value={value}>
            {translate(`scheduled.toolbar.by_${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ZoomToggle zoom={zoom} onZoom={onZoom} disabled={view !== 'timeline'} />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, next) => next && onView(next)}
        aria-label={translate('scheduled.toolbar.view')}
      >
        {scheduledViews.map((value) => (
          <ToggleButton key={value} value={value}>
            {translate(`scheduled.toolbar.view_${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button component={Link} to={movementsPath} startIcon={<FlightIcon />}>
        {translate('scheduled.toolbar.movements')}
      </Button>
      {canWrite && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { md: 'auto' } }}>
          <PlanDayButton date={date} stationId={stationId} onPlanned={onPlanned} />
          <AutoAssignButton date={date} stationId={stationId} onApplied={onPlanned} />
          <Button component={Link} to="/scheduled_data" variant="outlined" startIcon={<AddIcon />}>
            {translate('scheduled.toolbar.new_activity')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
