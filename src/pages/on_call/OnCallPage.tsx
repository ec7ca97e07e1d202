import { useEffect } from 'react';
import { Button, Tab, Tabs } from '@mui/material';
import AddIcCallIcon from '@mui/icons-material/AddIcCall';
import { useTranslate } from 'react-admin';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { RouteDefinition } from '../../../model/routes';
import { ScreenFrame } from '../../components/ScreenFrame';
import { OnCallBoard } from './board/OnCallBoard';
import { KpiTable } from './kpis/KpiTable';
import { RequestList } from './list/RequestList';
import { useOnCallPermissions } from './useOnCallPermissions';

const views = ['board', 'all', 'kpis'] as const;
type View = (typeof views)[number];

/** Whether a key press came from somewhere typing text, where "N" is a letter and not a shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * /on_call (docs/modules/on_call.md): the desk's board of open requests, every request as a list, and the
 * KPIs, one tab each (the address keeps which). "Take a call" (or N) opens the intake.
 */
export default function OnCallPage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { write } = useOnCallPermissions();
  const [params, setParams] = useSearchParams();
  const asked = params.get('view') as View | null;
  const view: View = asked && views.includes(asked) ? asked : 'board';
  useEffect(() => {
    if (!write) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'n' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      event.preventDefault();
      void navigate('/on_call/new');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [write, navigate]);
  // A notification about a request links here with its id (the server's link): open its page.
  const requestId = params.get('request_id');
  if (requestId && /^\d+$/.test(requestId)) return <Navigate to={`/on_call/${requestId}`} replace />;
  return (
    <ScreenFrame
      title={route.title}
      actions={
        write && (
          <Button
            component={Link}
            to="/on_call/new"
            variant="contained"
            startIcon={<AddIcCallIcon />}
            aria-keyshortcuts="N"
            title={translate('on_call.take_call_hint')}
          >
            {translate('on_call.take_call')}
          </Button>
        )
      }
    >
      <Tabs
        value={view}
        onChange={(_, next: View) => setParams(next === 'board' ? {} : { view: next }, { replace: true })}
        aria-label={translate('on_call.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {views.map((name) => (
          <Tab key={name} value={name} label={translate(`on_call.tabs.${name}`)} />
        ))}
      </Tabs>
      {view === 'board' ? <OnCallBoard /> : view === 'all' ? <RequestList /> : <KpiTable />}
    </ScreenFrame>
  );
}
