import { Notification } from 'react-admin';
import { ErrorDialogHost } from './dialogs/ErrorDialogHost';
import { ConflictDialogHost } from '../components/crud/conflict/ConflictDialog';
import { LoadingBar } from './loadingBar/LoadingBar';
import { NavigationEffects } from './NavigationEffects';

/**
 * Everything that lives above every screen, whatever its layout. Given to <Admin> as its
 * `notification` component because that slot renders once, inside the router and the admin
 * contexts (translate, logout), on basic-layout screens as well as default ones.
 */
export function AppOverlays() {
  return (
    <>
      <LoadingBar />
      <NavigationEffects />
      <ErrorDialogHost />
      <ConflictDialogHost />
      <Notification />
    </>
  );
}
