import { useRef } from 'react';
import { Alert, Avatar, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslate } from 'react-admin';
import type { CurrentUser } from '../../../model/account';
import { uploadWithProgress } from '../../providers/upload';
import { setUser } from '../../providers/authState';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { useServerForm } from '../../components/form/useServerForm';
import { FormAlert } from '../../components/form/FormAlert';

/** Photo limits the API enforces; checked here too so nobody waits for a doomed upload. */
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];
export const photoMaxBytes = 2 * 1024 * 1024;

/** Profile photo upload with a progress bar (spec §7: multipart with upload progress). */
export function ProfilePhotoUpload() {
  const translate = useTranslate();
  const user = useCurrentUser();
  const input = useRef<HTMLInputElement>(null);
  const form = useServerForm({});

  const upload = async (file: File) => {
    if (!photoTypes.includes(file.type) || file.size > photoMaxBytes) {
      form.setErrors({ photo: [translate('app.settings.photo_rules')] });
      return;
    }
    const data = new FormData();
    data.append('photo', file);
    const outcome = await form.submit((_values, { onProgress }) => uploadWithProgress<CurrentUser>('POST', '/api/settings/photo', data, onProgress));
    if (outcome.ok) setUser(outcome.result);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={user?.photo_url ?? undefined} alt={user?.name} sx={{ width: 72, height: 72 }} />
      <Box sx={{ flex: 1 }}>
        <input ref={input} type="file" accept={photoTypes.join(',')} hidden aria-label={translate('app.settings.photo')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button variant="outlined" startIcon={<PhotoCameraIcon />} disabled={form.busy} onClick={() => input.current?.click()}>
          {translate('app.settings.change_photo')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('app.settings.photo_rules')}
        </Typography>
        {form.busy && form.progress !== null && (
          <LinearProgress variant="determinate" value={form.progress} sx={{ mt: 1 }} aria-label={translate('app.settings.uploading')} />
        )}
        {form.recentlySuccessful && <Alert severity="success" sx={{ mt: 1 }}>{translate('app.settings.photo_updated')}</Alert>}
        {form.errors.photo ? <Alert severity="error" sx={{ mt: 1 }}>{form.errors.photo[0]}</Alert> : <FormAlert errors={form.errors} />}
      </Box>
    </Stack>
  );
}
