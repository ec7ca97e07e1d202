import { memo, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import AlarmIcon from '@mui/icons-material/Alarm';
import GavelIcon from '@mui/icons-material/Gavel';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import { useTranslate } from 'react-admin';
import { isOpenStatus } from '../../../model/modules/scheduled';
import type { BoardCard as Card } from '../../../model/modules/status_view/board';
import { BoardTimes } from './BoardTimes';
import { conflictColour, lateStripes, rulesBrokenColour, statusStrip } from './cardStyle';

/** A flag across the card: icon and word in white on its own colour or pattern (a darker box keeps the word legible on stripes). */
function Flag({ icon, text, background, boxed }: { icon: ReactNode; text: string; background: string; boxed?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.5,
        background,
        color: 'common.white',
        fontWeight: 800,
        letterSpacing: 1,
        textTransform: 'uppercase',
      }}
    >
      {icon}
      <Box component="span" sx={boxed ? { bgcolor: 'rgba(0,0,0,0.45)', px: 0.75, borderRadius: 0.5 } : undefined}>
        {text}
      </Box>
    </Box>
  );
}

/** A line with a word for screen readers before it ("Services: TRANSIT · DEICE"). */
function Labelled({ label, children, sx }: { label: string; children: ReactNode; sx?: object }) {
  return (
    <Typography component="div" sx={sx}>
      <Box component="span" sx={visuallyHidden}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  );
}

/**
 * (Lines are <div>s: styled <p>s in a row read to axe as paragraphs posing as headings.)
 *
 * One activity on the board: status as colour, icon and word on the top strip; late
 * and double-booked as a thick border, a flag with icon and word, and stripes for late; a broken
 * assignment rule as a flag of its own — legible
 * from across a hangar and never colour alone. Open work shows time, flights, registration and
 * type, services and the crew's initials (lead first) in large type; finished work (completed,
 * cancelled) folds to two small lines, so the day's remaining work stays in sight on a wall.
 */
export const BoardCard = memo(function BoardCard({ card }: { card: Card }) {
  const translate = useTranslate();
  const { Icon, colours } = statusStrip(card.status);
  const status = translate(`scheduled.choices.activity_status.${card.status}`, { _: card.status });
  const flights = [card.inbound_flight_no, card.outbound_flight_no].filter(Boolean).join(' / ') || card.work_order;
  const open = isOpenStatus(card.status);
  const aircraft = [card.registration, card.aircraft_type].filter(Boolean).join(' · ');
  const crew = card.technicians.join(' ');
  const label = [
    flights,
    status,
    card.late ? translate('status_view.late') : null,
    card.conflict ? translate('status_view.conflict') : null,
    card.rules_broken ? translate('status_view.rules_broken') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Box
      component="article"
      aria-label={label}
      data-activity-id={card.id}
      data-status={card.status}
      sx={{
        bgcolor: 'background.paper',
        borderRadius: 1.5,
        overflow: 'hidden',
        boxShadow: 1,
        border: 4,
        borderStyle: card.conflict && !card.late ? 'dashed' : 'solid',
        borderColor: card.late ? 'error.main' : card.conflict ? conflictColour : 'transparent',
        outline: card.late && card.conflict ? `4px dashed ${conflictColour}` : 'none',
        outlineOffset: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, px: 1.25, py: open ? 0.5 : 0.25, fontWeight: 700, ...colours }}>
        <Icon fontSize="small" aria-hidden />
        <span>{status}</span>
      </Box>
      {card.late && (
        <Flag icon={<AlarmIcon fontSize="small" aria-hidden />} text={translate('status_view.late')} background={lateStripes} boxed />
      )}
      {card.conflict && (
        <Flag icon={<PeopleAltIcon fontSize="small" aria-hidden />} text={translate('status_view.conflict')} background={conflictColour} />
      )}
      {card.rules_broken && (
        <Flag
          icon={<GavelIcon fontSize="small" aria-hidden />}
          text={translate('status_view.rules_broken')}
          background={rulesBrokenColour}
        />
      )}
      {open ? (
        <Box sx={{ px: 1.25, py: 1, display: 'grid', gap: 0.5 }}>
          <BoardTimes times={card.times} />
          <Typography component="div" sx={{ fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.2 }}>
            {flights}
          </Typography>
          {aircraft && (
            <Typography component="div" sx={{ fontSize: '1rem' }}>
              {aircraft}
            </Typography>
          )}
          {card.services.length > 0 && (
            <Labelled label={translate('status_view.services')} sx={{ fontSize: '0.9rem', color: 'text.secondary' }}>
              {card.services.join(' · ')}
            </Labelled>
          )}
          <Labelled label={translate('status_view.technicians')} sx={{ fontSize: '1.1rem', fontWeight: 800 }}>
            {crew || (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {translate('status_view.unassigned')}
              </Box>
            )}
          </Labelled>
        </Box>
      ) : (
        <Box sx={{ px: 1.25, py: 0.5, textDecoration: card.status === 'cancelled' ? 'line-through' : 'none' }}>
          <BoardTimes times={card.times} compact />
          <Typography component="div" sx={{ fontSize: '0.95rem', fontWeight: 700 }}>
            {flights}
          </Typography>
          <Typography component="div" sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
            {[aircraft, card.services.join(' · '), crew].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      )}
    </Box>
  );
});
