import { useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Confirm, useTranslate } from 'react-admin';
import { isAcceptableImage, uploadImageTypes } from '../../../model/imageUpload';
import { uploadWithProgress } from '../../providers/upload';
import { FormAlert } from './FormAlert';
import { useServerForm } from './useServerForm';

/** Texts are i18n keys. */
export interface ImageRemoval<T> {
  label: string;
  confirmTitle: string;
  confirmContent: string;
  doneText: string;
  /** The request that removes the image; its answer goes to onChanged. */
  remove: () => Promise<T>;
}

export interface ImageUploadProps<T> {
  /** The multipart field the API reads, and the key its 422 errors come under. */
  field: string;
  url: string;
  /** i18n key naming the image (the file input's label). */
  label: string;
  /** The current image, or what stands in for it. */
  preview: ReactNode;
  /** i18n keys: the choose button, the accepted files (also the client-side refusal), the success notice. */
  chooseLabel: string;
  rulesText: string;
  doneText: string;
  /** Without it only the preview shows: the user may look, not change. */
  canChange?: boolean;
  removal?: ImageRemoval<T>;
  /** The API's answer after an upload or a removal. */
  onChanged: (result: T) => void;
}

/**
 * An image sent as multipart with upload progress, used by the profile photo and the
 * company logo. The limits of model/imageUpload.ts are checked here first so nobody waits for
 * a doomed upload; the server checks again, by the bytes.
 */
export function ImageUpload<T>({
  field,
  url,
  label,
  preview,
  chooseLabel,
  rulesText,
  doneText,
  canChange = true,
  removal,
  onChanged,
}: ImageUploadProps<T>) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const form = useServerForm({});
  // Kept with its notice: after a removal the caller may offer no removal any more.
  const [action, setAction] = useState({ kind: 'upload' as 'upload' | 'remove', doneText });
  const [confirming, setConfirming] = useState(false);

  const upload = async (file: File) => {
    if (!isAcceptableImage(file)) {
      form.setErrors({ [field]: [translate(rulesText)] });
      return;
    }
    const data = new FormData();
    data.append(field, file);
    setAction({ kind: 'upload', doneText });
    const outcome = await form.submit((_values, { onProgress }) => uploadWithProgress<T>('POST', url, data, onProgress));
    if (outcome.ok) onChanged(outcome.result);
  };

  const remove = async () => {
    if (!removal) return;
    setConfirming(false);
    setAction({ kind: 'remove', doneText: removal.doneText });
    const outcome = await form.submit(() => removal.remove());
    if (outcome.ok) onChanged(outcome.result);
  };

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {preview}
      <Box sx={{ flex: 1, minWidth: 240 }}>
        {canChange && (
          <>
            <input
              ref={input}
              type="file"
              accept={uploadImageTypes.join(',')}
              hidden
              aria-label={translate(label)}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<UploadIcon />}
                disabled={form.busy}
                aria-busy={form.busy && action.kind === 'upload'}
                onClick={() => input.current?.click()}
              >
                {translate(chooseLabel)}
              </Button>
              {removal && (
                <Button
                  color="error"
                  startIcon={<DeleteIcon />}
                  disabled={form.busy}
                  aria-busy={form.busy && action.kind === 'remove'}
                  onClick={() => setConfirming(true)}
                >
                  {translate(removal.label)}
                </Button>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {translate(rulesText)}
            </Typography>
          </>
        )}
        {form.busy && action.kind === 'upload' && (
          <LinearProgress
            variant={form.progress === null ? 'indeterminate' : 'determinate'}
            value={form.progress ?? undefined}
            sx={{ mt: 1 }}
            aria-label={translate('app.settings.uploading')}
          />
        )}
        {form.recentlySuccessful && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {translate(action.doneText)}
          </Alert>
        )}
        {form.errors[field] ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {form.errors[field][0]}
          </Alert>
        ) : (
          <FormAlert errors={form.errors} />
        )}
      </Box>
      {removal && (
        <Confirm
          isOpen={confirming}
          title={removal.confirmTitle}
          content={removal.confirmContent}
          onConfirm={remove}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
