import { Box, Button, IconButton, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import AddIcon from '@mui/icons-material/Add';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { isoDateFormat } from '../../../../model/dates';
import { bookableKinds } from '../../../../model/modules/resource_allocation/enums';
import { DateInput } from '../../../components/date/DateInput';
import type { TimelineZoom } from '../../../components/timeline/timelineZoom';
import { ZoomToggle } from '../../../components/timeline/ZoomToggle';
import type { ResourceStation } from '../resourcesApi';
import { timelineRanges, type TimelineParams } from './useTimelineParams';

const shift = (date: string, days: number) => dayjs(date).add(days, 'day').format(isoDateFormat);

/**
 * Station, period (previous / date / next / today, one day to a week), zoom (a few hours, a day or a
 * week in view), kind and category; Book for those who may. Wraps on a phone.
 */
export function TimelineToolbar({
  params,
  onChange,
  stations,
  stationId,
  categories,
  zoom,
  onZoom,
  onBook,
}: {
  params: TimelineParams;
  onChange: (change: Partial<TimelineParams>) => void;
  stations: ResourceStation[];
  stationId: number | null;
  categories: { id: number; name: string }[];
  zoom: TimelineZoom;
  onZoom: (zoom: TimelineZoom) => void;
  onBook?: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resource_allocation.toolbar.${key}`);
  return (
    <Box role="toolbar" aria-label={t('label')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <TextField
        select
        fullWidth={false}
        size="small"
        id="station"
        label={t('station')}
        value={stationId ?? ''}
        onChange={(event) => onChange({ stationId: Number(event.target.value) })}
        sx={{ minWidth: 160 }}
      >
        {stations.map((station) => (
          <MenuItem key={station.id} value={station.id}>
            {station.code} — {station.name}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={t('previous')}>
        <IconButton onClick={() => onChange({ date: shift(params.date, -params.range) })} aria-label={t('previous')}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Box sx={{ width: 190, flexShrink: 0 }}>
        <DateInput label={t('date')} value={params.date} onChange={(date) => date && onChange({ date })} />
      </Box>
      <Tooltip title={t('next')}>
        <IconButton onClick={() => onChange({ date: shift(params.date, params.range) })} aria-label={t('next')}>
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
      <Button onClick={() => onChange({ date: dayjs().format(isoDateFormat) })}>{t('today')}</Button>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={params.range}
        onChange={(_, range) => range && onChange({ range })}
        aria-label={t('range')}
      >
        {timelineRanges.map((range) => (
          <ToggleButton key={range} value={range}>
            {translate('resource_allocation.toolbar.days', { smart_count: range })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ZoomToggle zoom={zoom} onZoom={onZoom} />
      <TextField
        select
        fullWidth={false}
        size="small"
        id="kind"
        label={t('kind')}
        value={params.kind ?? ''}
        onChange={(event) => onChange({ kind: (event.target.value || null) as TimelineParams['kind'] })}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('all')}</MenuItem>
        {bookableKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {translate(`resource_allocation.choices.kind.${kind}`, { _: kind })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth={false}
        size="small"
        id="category"
        label={t('category')}
        value={params.categoryId ?? ''}
        onChange={(event) => onChange({ categoryId: event.target.value === '' ? null : Number(event.target.value) })}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('all')}</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      {onBook && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onBook} sx={{ ml: { md: 'auto' } }}>
          {t('book')}
        </Button>
      )}
    </Box>
  );
}
