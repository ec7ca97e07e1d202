import { useState } from 'react';
import { LinearProgress, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RouteDefinition } from '../../../model/routes';
import { roleIds } from '../../../model/roles';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useCurrentUser } from '../../providers/useCurrentUser';
import MyWork from './my_work/MyWork';
import { PlannerDay } from './PlannerDay';
import { useScheduledLink } from './useScheduledLink';

/**
 * The Scheduled tab. A technician (role 4) sees My work first — their jobs as cards for the
 * ramp — and may look at the whole day; everyone else sees the planner's day. A link with a
 * filter (useScheduledLink) opens the day filtered as it asks.
 */
export default function ScheduledPage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const technician = useCurrentUser()?.role_id === roleIds.technician;
  // A link to filtered work (What's up's figures) opens the day, whoever follows it.
  const linked = useScheduledLink();
  const [tab, setTab] = useState<'my_work' | 'day'>(technician && !linked ? 'my_work' : 'day');
  return (
    <ScreenFrame title={route.title}>
      {technician && (
        <Tabs value={tab} onChange={(_, next) => setTab(next)} aria-label={translate('scheduled.tabs.label')}>
          <Tab value="my_work" label={translate('scheduled.my_work.title')} />
          <Tab value="day" label={translate('scheduled.tabs.day')} />
        </Tabs>
      )}
      {linked ? <LinearProgress aria-label={translate('ra.page.loading')} /> : tab === 'my_work' ? <MyWork /> : <PlannerDay />}
    </ScreenFrame>
  );
}
