import { EmptyState, ScreenFrame } from '../../components/ScreenFrame';
import { useDocumentTitle } from '../../routes/useDocumentTitle';

/** The general settings page (company, locale, date format …): its form comes with the `setting` resource. */
export default function GeneralSettingsPage() {
  useDocumentTitle('resources.setting.name');
  return (
    <ScreenFrame title="resources.setting.name">
      <EmptyState text="app.empty.settings" />
    </ScreenFrame>
  );
}
