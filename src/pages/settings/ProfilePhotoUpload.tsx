import type { CurrentUser } from '../../../model/account';
import { ImageUpload } from '../../components/form/ImageUpload';
import { AuthorizedAvatar } from '../../components/media/AuthorizedAvatar';
import { setUser } from '../../providers/authState';
import { useCurrentUser } from '../../providers/useCurrentUser';

/** The signed-in user's photo (POST /api/settings/photo); the answer replaces the stored user. */
export function ProfilePhotoUpload() {
  const user = useCurrentUser();
  return (
    <ImageUpload<CurrentUser>
      field="photo"
      url="/api/settings/photo"
      label="app.settings.photo"
      preview={<AuthorizedAvatar src={user?.photo_url} alt={user?.name} sx={{ width: 72, height: 72 }} />}
      chooseLabel="app.settings.change_photo"
      rulesText="app.settings.photo_rules"
      doneText="app.settings.photo_updated"
      onChanged={setUser}
    />
  );
}
