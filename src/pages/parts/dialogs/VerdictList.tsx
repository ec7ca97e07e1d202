import { Alert, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RuleResult } from '../../../../model/ruleCatalogue';

/**
 * The model's verdict before saving: every failed rule named with its reason (the server would
 * refuse with the same), or that every check passes.
 */
export function VerdictList({ results }: { results: readonly RuleResult[] }) {
  const translate = useTranslate();
  const failed = results.filter((result) => !result.ok);
  if (failed.length === 0) return <Alert severity="success">{translate('parts.verdict.all_passed')}</Alert>;
  return (
    <Alert severity="warning" aria-label={translate('parts.verdict.label')}>
      {translate('parts.verdict.refused')}
      <List dense disablePadding>
        {failed.map((result) => (
          <ListItem key={`${result.rule}-${result.reason}`} disableGutters>
            <ListItemText primary={translate(result.reason ?? result.rule, { _: result.reason, ...result.params })} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
