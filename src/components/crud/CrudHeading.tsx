import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import { useResourceContext, useTranslate } from 'react-admin';
import { resourceAccess, type ResourceAccess } from '../../../model/resourceAccess';
import { useDocumentTitle } from '../../routes/useDocumentTitle';
import { useActiveRegionName } from '../ScreenFrame';

/**
 * The screen heading of a settings screen (the layout has no react-admin title bar): the
 * resource's name, what is being edited or created, and the active region for region-scoped data.
 * Also sets the page title.
 */
export function CrudHeading({ detail, actions }: { detail?: ReactNode; actions?: ReactNode }) {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  useDocumentTitle(`resources.${resource}.name`);
  const region = useActiveRegionName();
  const scoped = (resourceAccess as Record<string, ResourceAccess>)[resource]?.scope !== 'global';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1, mb: 1, width: '100%' }}>
      <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 200 }}>
        {translate(`resources.${resource}.name`, { smart_count: 2 })}
        {detail && (
          <Typography component="span" variant="h6" color="text.secondary">
            {' · '}
            {detail}
          </Typography>
        )}
      </Typography>
      {scoped && region && (
        <Typography
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          aria-label={translate('app.frame.region')}
        >
          <PlaceIcon fontSize="small" /> {region}
        </Typography>
      )}
      {actions}
    </Box>
  );
}
