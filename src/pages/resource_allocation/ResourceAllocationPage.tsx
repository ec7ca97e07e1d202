import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { RouteDefinition } from '../../../model/routes';
import { ScreenFrame } from '../../components/ScreenFrame';
import { canUserAccess } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { DueListsView } from './due/DueListsView';
import { TimelineView } from './timeline/TimelineView';
import { ToolDrawer } from './tool/ToolDrawer';
import { TransfersView } from './transfers/TransfersView';
import { useLiveResources } from './useResourceData';

const views = ['timeline', 'due', 'transfers'] as const;
type View = (typeof views)[number];

/**
 * /resources (docs/modules/resource_allocation.md): the stations' timeline of bookings, the due lists and the transfers,
 * one tab each; the address keeps the tab, the timeline's period and filters, and an open tool.
 */
export default function ResourceAllocationPage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const canWrite = canUserAccess(useCurrentUser(), 'resources_write');
  const [params, setParams] = useSearchParams();
  const view: View = views.find((name) => name === params.get('view')) ?? 'timeline';
  const toolId = Number(params.get('tool')) || null;
  useLiveResources();
  const change = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: name === 'view' },
    );
  const openTool = (id: number) => change('tool', String(id));
  return (
    <ScreenFrame title={route.title}>
      <Tabs
        value={view}
        onChange={(_, next: View) => change('view', next === 'timeline' ? null : next)}
        aria-label={translate('resource_allocation.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {views.map((name) => (
          <Tab key={name} value={name} label={translate(`resource_allocation.tabs.${name}`)} />
        ))}
      </Tabs>
      {view === 'timeline' && <TimelineView canWrite={canWrite} onOpenTool={openTool} />}
      {view === 'due' && <DueListsView canWrite={canWrite} onOpenTool={openTool} />}
      {view === 'transfers' && <TransfersView canWrite={canWrite} />}
      {toolId && <ToolDrawer toolId={toolId} canWrite={canWrite} onClose={() => change('tool', null)} />}
    </ScreenFrame>
  );
}
