import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TextField, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';

export interface ApiKeyCreatedDialogProps {
  /** The key's name, to say which key this is. */
  name: string;
  /** The key itself: the server answers it once, on create, and never again. */
  apiKey: string;
  onClose(): void;
}

/**
 * Shows a new key the one time it can be seen (docs/security.md, "API keys"): only its hash is kept,
 * so once this closes nobody can read it again; a lost key is revoked and replaced.
 */
export function ApiKeyCreatedDialog({ name, apiKey, onClose }: ApiKeyCreatedDialogProps) {
  const translate = useTranslate();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field stays selectable.
      setCopied('failed');
    }
  };
  return (
    <Dialog open aria-labelledby="api-key-created-title" maxWidth="sm" fullWidth>
      <DialogTitle id="api-key-created-title">{translate('resources.api_keys.created.title', { name })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('resources.api_keys.created.warning')}
        </Alert>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TextField
            label={translate('resources.api_keys.created.key')}
            value={apiKey}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
            onFocus={(event) => event.target.select()}
          />
          <Tooltip title={translate('resources.api_keys.created.copy')}>
            <IconButton aria-label={translate('resources.api_keys.created.copy')} onClick={copy}>
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
        </Box>
        {copied && (
          <Alert severity={copied === 'yes' ? 'success' : 'info'} sx={{ mt: 2 }} role="status">
            {translate(copied === 'yes' ? 'resources.api_keys.created.copied' : 'resources.api_keys.created.copy_failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('resources.api_keys.created.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
