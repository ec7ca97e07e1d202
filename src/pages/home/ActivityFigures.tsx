import type { ReactNode } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import EventNoteIcon from '@mui/icons-material/EventNote';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import AlarmIcon from '@mui/icons-material/Alarm';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import GavelIcon from '@mui/icons-material/Gavel';
import EngineeringIcon from '@mui/icons-material/Engineering';
import BadgeIcon from '@mui/icons-material/Badge';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import { useTranslate } from 'react-admin';
import { scheduledListLink, type ActivityFigureId } from '../../../model/modules/home/figures';
import type { ActivityFigure, HomeDay } from '../../../model/modules/home/homeDay';
import { statusStyle } from '../scheduled';
import { FigureCard, type FigureTone } from './FigureCard';
import { HomeSection, tileGrid } from './HomeSection';

/** Whole hours, as the figures read (minutes are the API's unit). */
const hours = (minutes: number) => Math.round(minutes / 60);

const attention: { id: ActivityFigureId; tone: FigureTone; Icon: typeof AlarmIcon }[] = [
  { id: 'unassigned', tone: 'warning', Icon: PersonOffIcon },
  { id: 'late', tone: 'error', Icon: AlarmIcon },
  { id: 'conflicts', tone: 'error', Icon: SyncProblemIcon },
  // The timeline's gavel: someone on it breaks a roster, rest or licence rule since a re-timing.
  { id: 'rules_broken', tone: 'warning', Icon: GavelIcon },
];

/**
 * The day's activities (docs/modules/home.md): what needs attention first (unassigned, late, double
 * booked, breaking an assignment rule), then the day by status, then staffing. Each figure opens the
 * Scheduled list filtered to exactly its activities, for those who may open Scheduled. Staffing is
 * the roster's: who is on duty, and the hours of work the day needs against the hours rostered
 * (docs/modules/manpower.md).
 */
export function ActivityFigures({
  summary,
  canOpenScheduled,
  canOpenManpower,
}: {
  summary: HomeDay;
  canOpenScheduled: boolean;
  canOpenManpower: boolean;
}) {
  const translate = useTranslate();
  const byId = new Map(summary.activities.map((figure) => [figure.id, figure]));
  const link = (figure: ActivityFigure | undefined) => (canOpenScheduled && figure ? scheduledListLink(figure.filter) : undefined);
  const card = (id: ActivityFigureId, label: string, icon: ReactNode, tone: FigureTone = 'neutral') => {
    const figure = byId.get(id);
    return (
      <FigureCard
        key={id}
        count={figure?.count ?? 0}
        label={label}
        icon={icon}
        tone={tone}
        to={link(figure)}
        linkHint={translate('home.figures.open_scheduled')}
      />
    );
  };
  const total = byId.get('total')?.count ?? 0;
  const { technicians } = summary;
  const short = technicians.needed_minutes > technicians.rostered_minutes;
  return (
    <Stack spacing={3}>
      <HomeSection id="activities" title={translate('home.sections.activities')}>
        {total === 0 ? (
          <Alert severity="info">{translate('home.figures.empty_day')}</Alert>
        ) : (
          <Stack spacing={1.5}>
            <Box sx={tileGrid}>{attention.map(({ id, tone, Icon }) => card(id, translate(`home.figures.${id}`), <Icon />, tone))}</Box>
            <Box sx={tileGrid}>
              {card('total', translate('home.figures.total'), <EventNoteIcon />)}
              {(['planned', 'assigned', 'in_progress', 'completed', 'cancelled'] as const).map((status) => {
                const { Icon } = statusStyle[status];
                return card(status, translate(`scheduled.choices.activity_status.${status}`), <Icon />);
              })}
            </Box>
          </Stack>
        )}
      </HomeSection>
      <HomeSection id="staffing" title={translate('home.sections.staffing')}>
        <Box sx={tileGrid}>
          <FigureCard count={technicians.assigned} label={translate('home.staffing.assigned')} icon={<EngineeringIcon />} />
          <FigureCard
            count={technicians.on_duty}
            label={translate('home.staffing.on_duty')}
            icon={<BadgeIcon />}
            note={translate('home.staffing.rostered_hours', { hours: hours(technicians.rostered_minutes) })}
            to={canOpenManpower ? '/manpower' : undefined}
            linkHint={translate('home.staffing.open_roster')}
          />
          <FigureCard
            count={hours(technicians.needed_minutes)}
            label={translate('home.staffing.needed_hours')}
            icon={<WorkHistoryIcon />}
            tone={short ? 'warning' : 'neutral'}
            note={translate(short ? 'home.staffing.short' : 'home.staffing.covered', {
              hours: hours(technicians.needed_minutes - technicians.rostered_minutes),
            })}
          />
        </Box>
      </HomeSection>
    </Stack>
  );
}
