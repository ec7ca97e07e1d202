import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import ReportIcon from '@mui/icons-material/Report';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useTranslate } from 'react-admin';
import { memoAction } from '../../../model/modules/home/memos';
import type { MemoOfDay } from '../../../model/modules/home/homeDay';
import { useDisplayDate } from './useDisplayDate';

const priorityLook = {
  info: { Icon: InfoOutlinedIcon, colour: 'default' },
  important: { Icon: PriorityHighIcon, colour: 'warning' },
  urgent: { Icon: ReportIcon, colour: 'error' },
} as const;

/** What the reader did with the memo, as words with an icon. */
function ReceiptState({ memo }: { memo: MemoOfDay }) {
  const translate = useTranslate();
  const day = useDisplayDate();
  if (memo.acknowledged_at) {
    return (
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <DoneAllIcon fontSize="small" color="success" aria-hidden />{' '}
        {translate('home.memos.acknowledged_on', { date: day(memo.acknowledged_at) })}
      </Typography>
    );
  }
  if (memo.read_at) {
    return (
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <DoneIcon fontSize="small" aria-hidden /> {translate('home.memos.read_on', { date: day(memo.read_at) })}
      </Typography>
    );
  }
  return null;
}

/** One memo of the day: priority as word and icon, its audience, its text, and what is left to do with it. */
export function MemoItem({
  memo,
  busy,
  onAction,
}: {
  memo: MemoOfDay;
  busy: boolean;
  onAction: (memo: MemoOfDay, action: 'read' | 'acknowledge') => void;
}) {
  const translate = useTranslate();
  const day = useDisplayDate();
  const action = memoAction(memo);
  const { Icon, colour } = priorityLook[memo.priority];
  const titleId = `home-memo-${memo.id}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ borderLeftWidth: 4, borderLeftColor: colour === 'default' ? 'divider' : `${colour}.main` }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <Chip
            size="small"
            color={colour}
            icon={<Icon />}
            label={translate(`resources.memos.choices.priority.${memo.priority}`, { _: memo.priority })}
          />
          {memo.station_code && <Chip size="small" variant="outlined" label={memo.station_code} />}
          {action && (
            <Chip
              size="small"
              variant="outlined"
              color="primary"
              label={translate(action === 'acknowledge' ? 'home.memos.to_acknowledge' : 'home.memos.unread')}
            />
          )}
        </Stack>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: action ? 700 : 500 }}>
          {memo.title}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', my: 1 }}>
          {memo.body}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {memo.valid_to
            ? translate('home.memos.valid_until', { date: day(memo.valid_to) })
            : translate('home.memos.valid_from', { date: day(memo.valid_from) })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
          <ReceiptState memo={memo} />
          {action && (
            <Button
              variant={action === 'acknowledge' ? 'contained' : 'outlined'}
              disabled={busy}
              onClick={() => onAction(memo, action)}
              sx={{ minHeight: 48, ml: 'auto' }}
            >
              {translate(action === 'acknowledge' ? 'home.memos.acknowledge' : 'home.memos.mark_read')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
