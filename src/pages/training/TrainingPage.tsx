import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { RouteDefinition } from '../../../model/routes';
import { ScreenFrame } from '../../components/ScreenFrame';
import { ComplianceMatrix } from './ComplianceMatrix';
import { SessionList } from './SessionList';

/** /training (docs/modules/training.md): the sessions and the compliance matrix, one tab each; the address keeps which. */
export default function TrainingPage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'matrix' ? 'matrix' : 'sessions';
  return (
    <ScreenFrame title={route.title}>
      <Tabs
        value={view}
        onChange={(_, next) => setParams(next === 'matrix' ? { view: 'matrix' } : {}, { replace: true })}
        aria-label={translate('training.tabs.label')}
      >
        <Tab value="sessions" label={translate('training.tabs.sessions')} />
        <Tab value="matrix" label={translate('training.tabs.matrix')} />
      </Tabs>
      {view === 'matrix' ? <ComplianceMatrix /> : <SessionList />}
    </ScreenFrame>
  );
}
