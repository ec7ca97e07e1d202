import type { RouteDefinition } from '../../../../model/routes';
import { ScreenFrame } from '../../../components/ScreenFrame';
import { IntakeForm } from './IntakeForm';

/** /on_call/new: the desk takes a call. */
export default function IntakePage({ route }: { route: RouteDefinition }) {
  return (
    <ScreenFrame title={route.title}>
      <IntakeForm />
    </ScreenFrame>
  );
}
