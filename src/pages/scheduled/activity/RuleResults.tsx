import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslate } from 'react-admin';
import type { RuleResult } from './activityTypes';

/** Rule verdicts as the model gives them: passed or failed said in words and icon, failures with their reason. */
export function RuleResults({ rules, label }: { rules: RuleResult[]; label: string }) {
  const translate = useTranslate();
  return (
    <List dense disablePadding aria-label={label}>
      {rules.map((result) => {
        const name = translate(`scheduled.activity.rule_names.${result.rule}`, { _: result.rule });
        const verdict = translate(result.ok ? 'scheduled.activity.rule_passed' : 'scheduled.activity.rule_failed');
        return (
          <ListItem key={result.rule} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {result.ok ? (
                <CheckCircleIcon color="success" fontSize="small" aria-hidden />
              ) : (
                <CancelIcon color="error" fontSize="small" aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText
              primary={`${name}: ${verdict}`}
              secondary={!result.ok && result.reason ? translate(result.reason, { _: result.reason, ...result.params }) : undefined}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
