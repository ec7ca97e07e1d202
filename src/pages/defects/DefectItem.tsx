import { Box, Button, Link, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useLocaleState, useTranslate } from 'react-admin';
import { deferralStatus, type DefectRecord } from '../../../model/modules/defects';
import { useAuthorizedImage } from '../../components/media/useAuthorizedImage';
import { deviceTimeZone, formatStationDateTime } from '../../components/date/stationTime';
import { defectPhotoUrl, type DefectJobRef } from './defectsApi';
import { DefectStateChip } from './DefectStateChip';

export type DefectAction = 'rectify' | 'defer';

/** The station's day the server counted `days_left` from: the due day less the days left. */
function todayOf(dueOn: string, daysLeft: number): string {
  const day = new Date(`${dueOn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysLeft);
  return day.toISOString().slice(0, 10);
}

/** Enough of a description to tell two defects' buttons apart, short enough to be read out. */
const shortened = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

const dueColour = { overdue: 'error.main', due_soon: 'warning.main', valid: 'text.secondary', none: 'text.secondary' } as const;

/** The photo taken on the ramp, as a thumbnail that opens the full picture; read with the bearer token. */
function PhotoLink({ url }: { url: string }) {
  const translate = useTranslate();
  const image = useAuthorizedImage(url);
  if (!image)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <PhotoCameraIcon fontSize="small" aria-hidden /> {translate('defects.photo')}
      </Typography>
    );
  return (
    <Link href={image} target="_blank" rel="noopener" aria-label={translate('defects.open_photo')}>
      <Box component="img" src={image} alt="" sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
    </Link>
  );
}

/**
 * One defect as a job shows it: its state, what was found, where and by whom; a deferral's MEL item and
 * due day (overdue or due soon said by the model's deferralStatus, docs/modules/defects.md); a
 * rectification's action, parts and tools. The buttons are the transitions the state allows.
 */
export function DefectItem({
  job,
  defect,
  timeZone,
  editable,
  onAction,
}: {
  job: DefectJobRef;
  defect: DefectRecord;
  timeZone?: string;
  editable: boolean;
  onAction: (action: DefectAction, defect: DefectRecord) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // The job's station time; a job whose station zone is not known yet reads on the reader's clock, labelled.
  const when = (instant: string | null) => formatStationDateTime(instant, timeZone ?? deviceTimeZone(), locale);
  const line = (text: string, color = 'text.secondary') => (
    <Typography variant="body2" color={color}>
      {text}
    </Typography>
  );
  const due =
    defect.state === 'deferred' && defect.due_on && defect.limit_days !== null && defect.days_left !== null
      ? deferralStatus(defect.due_on, defect.limit_days, todayOf(defect.due_on, defect.days_left))
      : null;
  const actions: DefectAction[] = !editable
    ? []
    : defect.state === 'open'
      ? ['rectify', 'defer']
      : defect.state === 'deferred'
        ? ['rectify']
        : [];
  return (
    <Stack spacing={0.5} sx={{ py: 1.5, width: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <DefectStateChip state={defect.state} />
        {defect.ata_chapter && <Typography variant="body2">{translate('defects.ata', { chapter: defect.ata_chapter })}</Typography>}
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{defect.description}</Typography>
      {line(translate('defects.found_by', { name: defect.found_by?.name ?? '—', at: when(defect.found_at) }))}
      {defect.carried && line(translate('defects.carried_from', { job: defect.found_on_job, station: defect.found_station ?? '—' }))}
      {defect.has_photo && <PhotoLink url={defectPhotoUrl(job, defect.id)} />}
      {defect.state === 'deferred' && (
        <>
          {line(
            translate('defects.deferred_under', {
              item: defect.mel_item ?? '',
              category: defect.deferral_category ?? '',
              tech_log: defect.tech_log_ref ?? '',
            }),
            'text.primary',
          )}
          {due && line(translate(`defects.due.${due}`, { date: defect.due_on, days: defect.days_left }), dueColour[due])}
          {defect.deferred_by && line(translate('defects.deferred_by', { name: defect.deferred_by.name, at: when(defect.deferred_at) }))}
        </>
      )}
      {defect.state === 'rectified' && (
        <>
          {line(translate('defects.action_taken_was', { action: defect.action_taken ?? '' }), 'text.primary')}
          {defect.rectified_by &&
            line(translate('defects.rectified_by', { name: defect.rectified_by.name, at: when(defect.rectified_at) }))}
          {defect.rectified_parts.length > 0 &&
            line(translate('defects.parts_used', { parts: defect.rectified_parts.map((part) => part.label).join(', ') }))}
          {defect.rectified_tools.length > 0 &&
            line(translate('defects.tools_used', { tools: defect.rectified_tools.map((tool) => tool.label).join(', ') }))}
        </>
      )}
      {actions.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: 0.5 }}>
          {actions.map((action) => (
            // The visible word starts the name; the description tells one defect's button from another's.
            <Button
              key={action}
              variant="outlined"
              sx={{ minHeight: 48 }}
              aria-label={translate(`defects.${action}_one`, { description: shortened(defect.description) })}
              onClick={() => onAction(action, defect)}
            >
              {translate(`defects.${action}`)}
            </Button>
          ))}
        </Box>
      )}
    </Stack>
  );
}
