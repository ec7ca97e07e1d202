import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { AutoAssignAnswer, OpenSeat } from './autoAssignApi';
import { SeatTable } from './SeatTable';

/** Why a seat stays open, with the rules that kept the candidates off ("Type authorisation: 4"). */
function OpenSeatReason({ seat }: { seat: OpenSeat }) {
  const translate = useTranslate();
  const rules = seat.rules.map(({ rule, count }) =>
    translate('scheduled.auto_assign.rule_count', { rule: translate(`scheduled.activity.rule_names.${rule}`, { _: rule }), count }),
  );
  return (
    <>
      {translate(seat.reason, seat.params)}
      {rules.length > 0 && (
        <Typography variant="caption" component="div" color="text.secondary">
          {rules.join(' · ')}
        </Typography>
      )}
    </>
  );
}

/** Someone a re-plan takes off a job before auto-assign runs (docs/modules/movements.md, "Re-plan"). */
export interface ReleasedSeat {
  technician_name: string;
  work_order: string | null;
  reason?: 'both_started' | 'rules_broken';
}

/** Why they are released (the new time double-books them, or breaks another of their rules), or why nobody is. */
const releaseText = (release: ReleasedSeat) =>
  release.work_order === null ? 'release_both_started' : release.reason === 'rules_broken' ? 'release_rules_broken' : 'release';

/** What the dialog shows: auto-assign's proposal (or what it applied), and whom it releases first. */
export interface AutoAssignRun {
  proposal: AutoAssignAnswer;
  releases: readonly ReleasedSeat[];
}

/**
 * Auto-assign (docs/modules/scheduled.md): opens on a dry run — `run(true)`: the proposed crews, the
 * seats left open with their reasons, filled against the upper bound, and for a flight movement's
 * re-plan whom it releases first — and Apply (`run(false)`) makes it in one go; the day refreshes
 * through the live events and `onApplied`.
 */
export function AutoAssignDialog({
  title,
  run,
  onApplied,
  onClose,
}: {
  title: string;
  run: (dryRun: boolean) => Promise<AutoAssignRun>;
  onApplied: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [proposed, setProposed] = useState<AutoAssignRun | null>(null);
  const proposal = proposed?.proposal;
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  useEffect(() => {
    let current = true;
    run(true).then(
      (answer) => current && setProposed(answer),
      (caught: Error) => current && setError(caught.message || translate('scheduled.auto_assign.failed')),
    );
    return () => {
      current = false;
    };
  }, [run, translate]);

  const apply = async () => {
    setApplying(true);
    setError(null);
    try {
      const { proposal: answer, releases } = await run(false);
      const skipped = answer.skipped?.length ?? 0;
      notify(
        translate(
          releases.length
            ? 'scheduled.auto_assign.replanned'
            : skipped
              ? 'scheduled.auto_assign.applied_with_skipped'
              : 'scheduled.auto_assign.applied',
          {
            applied: answer.applied ?? 0,
            skipped,
            released: releases.length,
          },
        ),
        { type: skipped ? 'warning' : 'success' },
      );
      onApplied();
      onClose();
    } catch (caught) {
      setError((caught as Error).message || translate('scheduled.auto_assign.apply_failed'));
    } finally {
      setApplying(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="auto-assign-title">
      <DialogTitle id="auto-assign-title">{title}</DialogTitle>
      {/* Focusable: the dialog's content scrolls when the day is long. */}
      <DialogContent tabIndex={0}>
        <Stack spacing={2}>
          {(applying || (!proposal && !error)) && <LinearProgress aria-label={translate('ra.page.loading')} />}
          {error && <Alert severity="error">{error}</Alert>}
          {proposed && proposed.releases.length > 0 && (
            <>
              <Typography variant="subtitle1" component="h3">
                {translate('scheduled.auto_assign.releases')}
              </Typography>
              <ul>
                {proposed.releases.map((release) => (
                  <li key={`${release.technician_name} ${release.work_order}`}>
                    {translate(`scheduled.auto_assign.${releaseText(release)}`, {
                      technician: release.technician_name,
                      work_order: release.work_order,
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {proposal && (
            <>
              <Typography>{translate('scheduled.auto_assign.figures', proposal.figures)}</Typography>
              <Typography variant="subtitle1" component="h3">
                {translate('scheduled.auto_assign.proposals')}
              </Typography>
              {proposal.proposals.length ? (
                <SeatTable
                  label={translate('scheduled.auto_assign.proposals')}
                  seats={proposal.proposals}
                  columns={[
                    { title: translate('scheduled.auto_assign.columns.technician'), cell: (seat) => seat.technician_name },
                    {
                      title: translate('scheduled.auto_assign.columns.goals'),
                      cell: (seat) => seat.reasons.map((goal) => translate(`scheduled.auto_assign.goals.${goal}`)).join(', '),
                    },
                  ]}
                />
              ) : (
                <Typography color="text.secondary">{translate('scheduled.auto_assign.nothing_to_propose')}</Typography>
              )}
              {proposal.unassigned.length > 0 && (
                <>
                  <Typography variant="subtitle1" component="h3">
                    {translate('scheduled.auto_assign.open_seats')}
                  </Typography>
                  <SeatTable
                    label={translate('scheduled.auto_assign.open_seats')}
                    seats={proposal.unassigned}
                    columns={[{ title: translate('scheduled.auto_assign.columns.reason'), cell: (seat) => <OpenSeatReason seat={seat} /> }]}
                  />
                </>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          onClick={apply}
          disabled={!(proposal?.proposals.length || proposed?.releases.some((r) => r.work_order)) || applying}
        >
          {translate('scheduled.auto_assign.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
