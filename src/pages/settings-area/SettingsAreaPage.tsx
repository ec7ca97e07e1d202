import type { RouteDefinition } from '../../../model/routes';
import { EmptyState, ScreenFrame } from '../../components/ScreenFrame';

/**
 * A settings-area screen (reference data). Each becomes a react-admin resource in a later
 * issue; until then its frame and an empty state.
 */
export default function SettingsAreaPage({ route }: { route: RouteDefinition }) {
  return (
    <ScreenFrame title={route.title}>
      <EmptyState text="app.empty.settings" />
    </ScreenFrame>
  );
}
