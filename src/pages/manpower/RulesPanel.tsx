import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RosterRule } from './rosterTypes';

/** The rest rules in force at this station, with the company's values and the regulation each comes from. */
export function RulesPanel({ rules }: { rules: RosterRule[] }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="roster-rules-title">
      <Typography variant="subtitle1" component="h2" id="roster-rules-title">
        {translate('manpower.roster.rules.title')}
      </Typography>
      <List dense>
        {rules.map((rule) => (
          <ListItem key={`${rule.rule}|${rule.citation_key}`} disableGutters>
            <ListItemText
              primary={`${translate(`manpower.rules.${rule.rule}.name`, { _: rule.rule })}: ${rule.value} ${translate(`manpower.choices.units.${rule.unit}`, { _: rule.unit })}`}
              secondary={`${translate(rule.citation_key, { _: rule.citation_key })}${rule.applies ? '' : ` — ${translate('manpower.roster.rules.not_applicable')}`}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
