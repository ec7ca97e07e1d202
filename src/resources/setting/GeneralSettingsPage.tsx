import { ScreenFrame } from '../../components/ScreenFrame';
import { useDocumentTitle } from '../../routes/useDocumentTitle';
import GeneralSettingsForm from './GeneralSettingsForm';

/**
 * /setting/general (the "General" tile of the /setting landing page). The route's module
 * src/pages/settings-area/GeneralSettingsPage.tsx re-exports this page.
 */
export default function GeneralSettingsPage() {
  useDocumentTitle('resources.setting.name');
  return (
    <ScreenFrame title="resources.setting.name">
      <GeneralSettingsForm />
    </ScreenFrame>
  );
}
