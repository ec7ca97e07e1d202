import { Link as MuiLink, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Links between the signed-out screens. */
export function AccountLinks({ links }: { links: { to: string; label: string }[] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'center', flexWrap: 'wrap' }}>
      {links.map((link) => (
        <MuiLink key={link.to} component={Link} to={link.to} variant="body2">
          {translate(link.label)}
        </MuiLink>
      ))}
    </Stack>
  );
}
