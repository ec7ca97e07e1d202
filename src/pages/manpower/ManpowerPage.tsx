import { useCallback, useEffect, useReducer, useState } from 'react';
import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import dayjs from 'dayjs';
import { useGetList, useLocaleState, useStore, useTranslate } from 'react-admin';
import { formatDisplayDate, isoDateFormat } from '../../../model/dates';
import type { RouteDefinition } from '../../../model/routes';
import { dayjsLocaleName } from '../../components/date/dayjsLocales';
import { EmptyState, ScreenFrame } from '../../components/ScreenFrame';
import { useCalendarDate } from '../../components/useCalendarDate';
import { getConfig } from '../../config';
import { canUserAccess } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { ConflictAlert } from './ConflictAlert';
import { BreachReasonDialog } from './BreachReasonDialog';
import { noEdits, rosterEditsReducer, shiftsByCell } from './rosterEdits';
import { RosterEditor, type RosterClip } from './RosterEditor';
import { rosterPeriod, stepPeriod, type RosterSpan } from './rosterPeriod';
import { RosterToolbar, type StationChoice } from './RosterToolbar';
import { useRoster } from './useRoster';
import { useRosterSave } from './useRosterSave';
import { useUnsavedGuard } from './useUnsavedGuard';

/** The settings' date format without its year, for the day headings ("DD MMM YYYY" → "DD MMM"). */
const withoutYear = (format: string) => format.replace(/[\s.,/-]*Y{2,4}[\s.,/-]*/, ' ').trim() || 'DD/MM';

/**
 * The roster (docs/modules/manpower.md): a station's technicians × the days of a week or month, edited in
 * place and saved as one batch, with the rest-rule violations, the man-hour plan against demand
 * and the rules in force. Read-only without roster_write.
 */
export default function ManpowerPage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const user = useCurrentUser();
  const readOnly = !canUserAccess(user, 'roster_write');
  const { dateFormat, weekStartsMonday } = getConfig();
  const [savedDate, setDate] = useCalendarDate();
  const date = savedDate ?? dayjs().format(isoDateFormat);
  const [span, setSpan] = useStore<RosterSpan>('manpower.roster.span', 'week');
  const [storedStation, setStation] = useStore<number | null>(`manpower.roster.station.${user?.instance_id}`, null);
  const { data: stations = [], isPending: stationsPending } = useGetList<StationChoice>('stations', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'code', order: 'ASC' },
  });
  const stationId = stations.some((station) => station.id === storedStation) ? storedStation : (stations[0]?.id ?? null);

  const period = rosterPeriod(date, span, weekStartsMonday);
  const { roster, error, reload } = useRoster(stationId, period.from, period.to);
  const [edits, dispatch] = useReducer(rosterEditsReducer, noEdits);
  const [clipboard, setClipboard] = useState<RosterClip | null>(null);
  const [patternOpen, setPatternOpen] = useState(false);
  const { save, saving, refusal, dismissRefusal } = useRosterSave({ stationId, edits, dispatch, reload });
  const unsaved = edits.edits.size;
  useUnsavedGuard(unsaved > 0, translate('manpower.roster.leave_unsaved'));

  const localeName = dayjsLocaleName(locale);
  const formatDay = useCallback((day: string) => formatDisplayDate(day, dateFormat, localeName), [dateFormat, localeName]);
  const dayFormat = withoutYear(dateFormat);
  const formatShortDay = useCallback((day: string) => formatDisplayDate(day, dayFormat, localeName), [dayFormat, localeName]);
  const chooseStation = (id: number) => {
    // The edits belong to the station on show; another station starts clean, when the user agrees.
    if (unsaved > 0 && !window.confirm(translate('manpower.roster.leave_unsaved'))) return;
    dispatch({ type: 'discard' });
    setStation(id);
  };
  useEffect(() => dispatch({ type: 'discard' }), [user?.instance_id]);

  const takeTheirs = () => {
    dispatch({ type: 'discard', keys: [...edits.conflicts] });
    void reload();
  };
  const keepMine = () => roster && dispatch({ type: 'rebase', saved: shiftsByCell(roster.shifts) });

  return (
    <ScreenFrame title={route.title}>
      <Stack spacing={2}>
        <RosterToolbar
          stations={stations}
          stationId={stationId}
          onStation={chooseStation}
          span={span}
          onSpan={setSpan}
          periodLabel={`${formatDay(period.from)} – ${formatDay(period.to)}`}
          onStep={(direction) => setDate(stepPeriod(date, span, direction))}
          onToday={() => setDate(dayjs().format(isoDateFormat))}
          editing={
            readOnly
              ? null
              : {
                  unsaved,
                  canUndo: edits.undo.length > 0,
                  saving,
                  onUndo: () => dispatch({ type: 'undo' }),
                  onSave: () => void save(),
                  onPattern: () => setPatternOpen(true),
                }
          }
        />
        {readOnly && <Alert severity="info">{translate('manpower.roster.read_only')}</Alert>}
        {edits.conflicts.size > 0 && <ConflictAlert count={edits.conflicts.size} onTakeTheirs={takeTheirs} onKeepMine={keepMine} />}
        {!stationsPending && stations.length === 0 ? (
          <EmptyState text="manpower.roster.no_stations" />
        ) : error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void reload()}>
                {translate('crud.list.retry')}
              </Button>
            }
          >
            {translate('manpower.roster.load_failed')}
          </Alert>
        ) : !roster ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : (
          <RosterEditor
            weekStartsMonday={weekStartsMonday}
            roster={roster}
            days={period.days}
            edits={edits}
            dispatch={dispatch}
            readOnly={readOnly}
            clipboard={clipboard}
            onClipboard={setClipboard}
            patternOpen={patternOpen}
            onPatternClose={() => setPatternOpen(false)}
            dayFormat={dayFormat}
            formatDay={formatDay}
            formatShortDay={formatShortDay}
          />
        )}
      </Stack>
      {refusal && roster && (
        <BreachReasonDialog
          refusal={refusal}
          canOverride={refusal.canGiveReason && canUserAccess(user, 'roster_override')}
          technicians={roster.technicians}
          formatDay={formatDay}
          onCancel={dismissRefusal}
          onConfirm={(reason) => void save(reason)}
        />
      )}
    </ScreenFrame>
  );
}
