import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { RouteDefinition } from '../../../model/routes';
import { ScreenFrame } from '../../components/ScreenFrame';
import { HotTablesView } from './hot_tables/HotTablesView';
import { PadView } from './pad/PadView';
import { FluidStockView } from './stock/FluidStockView';
import { TreatmentList } from './treatments/TreatmentList';

const views = ['pad', 'treatments', 'stock', 'hot_tables'] as const;
type View = (typeof views)[number];

/** /de_icing (docs/modules/de_icing.md): the live pad, the treatments, the fluid stock and the HOT tables, one tab each; the address keeps which. */
export default function DeIcingPage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const view: View = views.find((name) => name === params.get('view')) ?? 'pad';
  return (
    <ScreenFrame title={route.title}>
      <Tabs
        value={view}
        onChange={(_, next: View) => setParams(next === 'pad' ? {} : { view: next }, { replace: true })}
        aria-label={translate('de_icing.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {views.map((name) => (
          <Tab key={name} value={name} label={translate(`de_icing.tabs.${name}`)} />
        ))}
      </Tabs>
      {view === 'pad' && <PadView />}
      {view === 'treatments' && <TreatmentList />}
      {view === 'stock' && <FluidStockView />}
      {view === 'hot_tables' && <HotTablesView />}
    </ScreenFrame>
  );
}
