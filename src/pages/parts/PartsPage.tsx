import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { RouteDefinition } from '../../../model/routes';
import { ScreenFrame } from '../../components/ScreenFrame';
import { CountList } from './counts/CountList';
import { MovementList } from './movements/MovementList';
import { PartRequestBoard } from './requests/PartRequestBoard';
import { StockList } from './stock/StockList';
import { TransferList } from './transfers/TransferList';

const views = ['stock', 'movements', 'transfers', 'requests', 'counts'] as const;
type View = (typeof views)[number];

/** /parts (docs/modules/parts.md): stock, movements, transfers, part requests and counts, one tab each; the address keeps which. */
export default function PartsPage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const view: View = views.find((name) => name === params.get('view')) ?? 'stock';
  return (
    <ScreenFrame title={route.title}>
      <Tabs
        value={view}
        onChange={(_, next: View) => setParams(next === 'stock' ? {} : { view: next }, { replace: true })}
        aria-label={translate('parts.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {views.map((name) => (
          <Tab key={name} value={name} label={translate(`parts.tabs.${name}`)} />
        ))}
      </Tabs>
      {view === 'stock' && <StockList />}
      {view === 'movements' && <MovementList />}
      {view === 'transfers' && <TransferList />}
      {view === 'requests' && <PartRequestBoard />}
      {view === 'counts' && <CountList />}
    </ScreenFrame>
  );
}
