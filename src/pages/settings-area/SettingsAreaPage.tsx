import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { RouteDefinition } from '../../../model/routes';
import { canAccessResource, type ResourceName } from '../../../model/resourceAccess';
import { ScreenFrame } from '../../components/ScreenFrame';
import { permissionNamesOf } from '../../providers/access';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { resources } from '../../resources';
import { tilePath, visibleSettingsGroups } from './settingsTiles';

/** /setting: grouped tiles to every settings screen the user may open (docs/modules/settings.md). */
export default function SettingsAreaPage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const user = useCurrentUser();
  const names = permissionNamesOf(user);
  const mayRead = (resource: ResourceName) => user?.role === 'admin' || canAccessResource(names, resource, 'list');
  return (
    <ScreenFrame title={route.title}>
      {visibleSettingsGroups(mayRead).map((group) => (
        <Box component="section" key={group.key} aria-labelledby={`settings-${group.key}`}>
          <Typography id={`settings-${group.key}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(`crud.settings.groups.${group.key}`)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
            {group.resources.map((resource) => {
              const Icon = resource === 'setting' ? TuneIcon : resources[resource].icon;
              return (
                <Card key={resource} variant="outlined">
                  <CardActionArea component={Link} to={tilePath(resource)} sx={{ height: '100%' }}>
                    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <Icon color="primary" />
                      <Typography>{translate(`resources.${resource}.name`, { smart_count: 2 })}</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              );
            })}
          </Box>
        </Box>
      ))}
    </ScreenFrame>
  );
}
