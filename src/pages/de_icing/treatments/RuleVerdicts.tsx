import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeIcingRuleResult } from '../../../../model/modules/de_icing/ruleResult';

/** Failed rules, each named, with the model's reason (i18n key and params). */
export function RuleVerdicts({ results }: { results: DeIcingRuleResult[] }) {
  const translate = useTranslate();
  return (
    <List dense disablePadding>
      {results.map((result, index) => (
        // One rule may fail more than once (each unqualified operator, each step): keyed by position too.
        <ListItem key={`${result.rule}-${index}`} disableGutters>
          <ListItemText
            primary={translate(`de_icing.rule_names.${result.rule}`)}
            secondary={result.reason ? translate(result.reason, { _: result.reason, ...result.params }) : undefined}
          />
        </ListItem>
      ))}
    </List>
  );
}
