import { useState } from 'react';
import { IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';

/** The code read to the crew over the radio: large, monospaced, one tap to copy. */
export function AntiIcingCode({ code }: { code: string }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(code);
    setCopied(true);
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderColor: 'primary.main', borderWidth: 2 }}
      aria-label={translate('de_icing.fields.anti_icing_code')}
    >
      <Typography variant="overline">{translate('de_icing.fields.anti_icing_code')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          data-testid="anti-icing-code"
          sx={{ fontFamily: 'monospace', fontSize: { xs: 18, sm: 24 }, fontWeight: 700, wordBreak: 'break-word', flex: 1 }}
        >
          {code}
        </Typography>
        <Tooltip title={translate(copied ? 'de_icing.code.copied' : 'de_icing.code.copy')}>
          <IconButton onClick={() => void copy()} aria-label={translate('de_icing.code.copy')}>
            <ContentCopyIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </Paper>
  );
}
