import type { RouteDefinition } from '../../../model/routes';
import { ScreenFrame } from '../../components/ScreenFrame';
import { MovementList } from './MovementList';

/** /scheduled/movements (docs/modules/movements.md): the flight movements received, under the Scheduled tab. */
export default function MovementsPage({ route }: { route: RouteDefinition }) {
  return (
    <ScreenFrame title={route.title}>
      <MovementList />
    </ScreenFrame>
  );
}
