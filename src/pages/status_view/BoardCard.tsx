import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import AlarmIcon from '@mui/icons-material/Alarm';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import { useTranslate } from 'react-admin';
import type { BoardCard as Card } from '../../../model/modules/status_view/board';
import { BoardTimes } from './BoardTimes';
import { conflictColour, lateStripes, statusStrip } from './cardStyle';

/** A flag across the card: icon and word in white on its own colour or pattern. */
function Flag({ icon, text, background }: { icon: React.ReactNode; text: string; background: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, px: 1.25, py: 0.5, background, color: 'common.white', fontWeight: 800, letterSpacing: 1, textTransform: 'uppercase' }}>
      {icon}
      <Box component="span" sx={{ bgcolor: 'rgba(0,0,0,0.35)', px: 0.75, borderRadius: 0.5 }}>{text}</Box>
    </Box>
  );
}

/**
 * One activity on the board (issue 13 §4): status as colour, icon and word on the top strip; late
 * and double-booked as a thick border, a flag with icon and word, and stripes for late — legible
 * from across a hangar and never colour alone. Then time, flights, registration and type,
 * services, and the crew's initials (lead first).
 */
export const BoardCard = memo(function BoardCard({ card }: { card: Card }) {
  const translate = useTranslate();
  const { Icon, colours } = statusStrip(card.status);
  const status = translate(`scheduled.choices.activity_status.${card.status}`, { _: card.status });
  const flights = [card.inbound_flight_no, card.outbound_flight_no].filter(Boolean).join(' / ') || card.work_order;
  const cancelled = card.status === 'cancelled';
  const label = [flights, status, card.late ? translate('status_view.late') : null, card.conflict ? translate('status_view.conflict') : null].filter(Boolean).join(', ');
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
        borderStyle: card.late ? 'solid' : card.conflict ? 'dashed' : 'solid',
        borderColor: card.late ? 'error.main' : card.conflict ? conflictColour : 'transparent',
        outline: card.late && card.conflict ? `4px dashed ${conflictColour}` : 'none',
        outlineOffset: 2,
        opacity: cancelled ? 0.75 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, px: 1.25, py: 0.5, fontWeight: 700, ...colours }}>
        <Icon fontSize="small" aria-hidden />
        <span>{status}</span>
      </Box>
      {card.late && <Flag icon={<AlarmIcon fontSize="small" aria-hidden />} text={translate('status_view.late')} background={lateStripes} />}
      {card.conflict && <Flag icon={<PeopleAltIcon fontSize="small" aria-hidden />} text={translate('status_view.conflict')} background={conflictColour} />}
      <Box sx={{ px: 1.25, py: 1, display: 'grid', gap: 0.5, textDecoration: cancelled ? 'line-through' : 'none' }}>
        <BoardTimes times={card.times} />
        <Typography sx={{ fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.2 }}>{flights}</Typography>
        <Typography sx={{ fontSize: '1rem' }}>
          {[card.registration, card.aircraft_type].filter(Boolean).join(' · ')}
        </Typography>
        {card.services.length > 0 && (
          <Typography sx={{ fontSize: '0.9rem', color: 'text.secondary' }}>
            <Box component="span" sx={visuallyHidden}>{translate('status_view.services')}: </Box>
            {card.services.join(' · ')}
          </Typography>
        )}
        <Typography sx={{ fontSize: '1rem', fontWeight: 700 }}>
          <Box component="span" sx={visuallyHidden}>{translate('status_view.technicians')}: </Box>
          {card.technicians.length ? card.technicians.join(' ') : <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>{translate('status_view.unassigned')}</Box>}
        </Typography>
      </Box>
    </Box>
  );
});
