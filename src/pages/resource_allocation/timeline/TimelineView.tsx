import { useMemo, useState } from 'react';
import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useTimelineZoom } from '../../../components/timeline/timelineZoom';
import { BookingDialog, type BookingDraft } from '../booking/BookingDialog';
import { BookingPanel } from '../booking/BookingPanel';
import { useBookingMove } from '../booking/useBookingMove';
import type { BookableResource, ResourceBooking } from '../resourcesApi';
import { useRefreshResources, useStationPeriod } from '../useResourceData';
import { ResourceTimeline } from './ResourceTimeline';
import { TimelineToolbar } from './TimelineToolbar';
import { useTimelineParams } from './useTimelineParams';

/** The landing tab of /resources: one station's resources over the chosen days, booked and moved here. */
export function TimelineView({ canWrite, onOpenTool }: { canWrite: boolean; onOpenTool: (toolId: number) => void }) {
  const translate = useTranslate();
  const [params, setParams] = useTimelineParams();
  const [zoom, setZoom] = useTimelineZoom('resource_allocation.zoom');
  const { stations, station, period: data, resources, error: failed } = useStationPeriod(params.date, params.range, params.stationId);
  const refresh = useRefreshResources();
  const timeZone = station?.time_zone ?? 'UTC';
  const move = useBookingMove(refresh, timeZone);
  const [draft, setDraft] = useState<BookingDraft | null>(null);
  const [opened, setOpened] = useState<ResourceBooking | null>(null);
  const all = useMemo(() => resources ?? [], [resources]);
  const categories = useMemo(() => {
    const named = new Map<number, string>();
    for (const resource of all)
      if (resource.category_id !== null) named.set(resource.category_id, resource.category_name ?? String(resource.category_id));
    return [...named].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [all]);
  const shown = all.filter(
    (resource) => (!params.kind || resource.kind === params.kind) && (!params.categoryId || resource.category_id === params.categoryId),
  );

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <TimelineToolbar
        params={params}
        onChange={setParams}
        stations={stations}
        stationId={station?.id ?? null}
        categories={categories}
        zoom={zoom}
        onZoom={(next) => {
          setZoom(next);
          // A week in view wants a week loaded: one or three days would only fill part of it.
          if (next === 'week' && params.range < 7) setParams({ range: 7 });
        }}
        onBook={canWrite ? () => setDraft({ resourceKey: null, startsAt: null }) : undefined}
      />
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refresh()}>
              {translate('crud.list.retry')}
            </Button>
          }
        >
          {translate('resource_allocation.timeline.load_failed')}
        </Alert>
      ) : !data || !resources ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <ResourceTimeline
          date={params.date}
          days={params.range}
          zoom={zoom}
          timeZone={timeZone}
          resources={shown}
          period={data}
          onBook={
            canWrite ? (resource: BookableResource, startsAt: string) => setDraft({ resourceKey: resource.key, startsAt }) : undefined
          }
          onMove={canWrite ? move : undefined}
          onOpenBooking={setOpened}
          onOpenTool={(resource) => onOpenTool(resource.id)}
        />
      )}
      {draft && (
        <BookingDialog
          draft={draft}
          resources={all}
          period={data}
          timeZone={timeZone}
          onClose={() => setDraft(null)}
          onBooked={() => {
            setDraft(null);
            void refresh();
          }}
        />
      )}
      {opened && (
        <BookingPanel
          booking={opened}
          timeZone={timeZone}
          canWrite={canWrite}
          onClose={() => setOpened(null)}
          onReleased={() => {
            setOpened(null);
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}
