import type { ReactNode } from 'react';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import FlagIcon from '@mui/icons-material/Flag';
import type { ActivityRow } from '../activity/activityTypes';
import { RulesBrokenMark } from './RulesBrokenMark';

export interface ActivityFlag {
  id: 'conflict' | 'rules_broken' | 'needs_review';
  /** The words of the flag: in a bar's name (and tooltip), the list's Flags column and the legend. */
  label: string;
  /** The icon a bar and the legend draw, hidden from assistive technology (the label says it). */
  mark: ReactNode;
  raised: (activity: ActivityRow) => boolean;
}

/**
 * What a bar and a list row flag besides the status, in this order, each in words as well as looks:
 * a double booking, an assignment rule someone on it breaks since a re-timing (the two are independent:
 * a double booking is never among the broken rules), and a changed schedule to review.
 */
export const activityFlags: readonly ActivityFlag[] = [
  {
    id: 'conflict',
    label: 'scheduled.timeline.conflict',
    mark: <WarningAmberIcon sx={{ fontSize: 16 }} aria-hidden />,
    raised: (activity) => activity.conflict,
  },
  {
    id: 'rules_broken',
    label: 'scheduled.timeline.rules_broken',
    mark: <RulesBrokenMark />,
    raised: (activity) => activity.rules_broken,
  },
  {
    id: 'needs_review',
    label: 'scheduled.timeline.needs_review',
    mark: <FlagIcon sx={{ fontSize: 16 }} aria-hidden />,
    raised: (activity) => activity.needs_review,
  },
];

/** The flags an activity raises, in the order above. */
export const raisedFlags = (activity: ActivityRow) => activityFlags.filter((flag) => flag.raised(activity));
