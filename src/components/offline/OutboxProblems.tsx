import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { discard, sendAgain } from './decideOutboxEntry';
import type { OutboxEntry } from './outboxTypes';

/** How a screen names one of its actions: what it is, the person's value, and the value on the server now. */
export interface ProblemText {
  title: string;
  mine: string;
  /** On a conflict, the same thing as the server has it now; absent when the record could not be read. */
  theirs?: string;
}

/**
 * Actions that were not taken, each with both values side by side and the person's choice: send theirs again on
 * the record as it is now, or keep what the server has (docs/modules/scheduled.md, "My work offline").
 */
export function OutboxProblems<Change>({
  entries,
  describe,
}: {
  entries: OutboxEntry<Change>[];
  describe: (entry: OutboxEntry<Change>) => ProblemText;
}) {
  const translate = useTranslate();
  const problems = entries.filter((entry) => entry.state === 'conflict' || entry.state === 'refused');
  if (problems.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label={translate('offline.problems_title')}>
      {problems.map((entry) => {
        const text = describe(entry);
        const conflict = entry.state === 'conflict';
        return (
          <Alert key={entry.id} severity="error" role="alert">
            <AlertTitle>{translate(conflict ? 'offline.conflict_title' : 'offline.refused_title', { what: text.title })}</AlertTitle>
            <Typography>{translate('offline.mine', { value: text.mine })}</Typography>
            {conflict && text.theirs !== undefined && <Typography>{translate('offline.theirs', { value: text.theirs })}</Typography>}
            {!conflict && entry.problem?.message && <Typography>{entry.problem.message}</Typography>}
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" onClick={() => void sendAgain(entry)} sx={{ minHeight: 48 }}>
                {translate('offline.send_mine')}
              </Button>
              <Button variant="outlined" onClick={() => void discard(entry)} sx={{ minHeight: 48 }}>
                {translate(conflict ? 'offline.keep_theirs' : 'offline.drop_mine')}
              </Button>
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
