import { useResourceContext } from 'react-admin';
import { EmptyState, ScreenFrame } from '../ScreenFrame';

/** The list of a resource whose screens are not built yet: its frame and a plain empty state. */
export default function PendingResourceList() {
  const resource = useResourceContext();
  return (
    <ScreenFrame title={`resources.${resource}.name`}>
      <EmptyState text="app.empty.settings" />
    </ScreenFrame>
  );
}
