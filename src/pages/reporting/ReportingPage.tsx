import { Alert, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { RouteDefinition } from '../../../model/routes';
import { Pending } from '../../components/Pending';
import { EmptyState, ScreenFrame } from '../../components/ScreenFrame';
import { useCatalogue } from './useCatalogue';

/** /reporting — the catalogue: one card per report the server offers, titled and described in the user's language. */
export default function ReportingPage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  return (
    <ScreenFrame title={route.title}>
      {catalogue.isPending && <Pending />}
      {catalogue.error && <Alert severity="error">{catalogue.error.message || translate('reporting.load_failed')}</Alert>}
      {catalogue.data?.length === 0 && <EmptyState text="app.empty.reporting" />}
      <Grid container spacing={2} component="ul" aria-label={translate('reporting.catalogue.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {catalogue.data?.map((entry) => (
          <Grid key={entry.name} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={`/reporting/${entry.name}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {entry.title}
                  </Typography>
                  {/* A few lines are enough to choose; the report's page says the rest. */}
                  {entry.description && (
                    <Typography
                      color="text.secondary"
                      title={entry.description}
                      sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                    >
                      {entry.description}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </ScreenFrame>
  );
}
