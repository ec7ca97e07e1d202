import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { MemoOfDay } from '../../../model/modules/home/homeDay';
import { HomeSection } from './HomeSection';
import { MemoItem } from './MemoItem';
import { receiveMemo } from './homeDayApi';

/**
 * The memos valid on the day, those still to acknowledge or read first. An action
 * answers at once; the page then refetches (the receipt's live event, or `onChanged`).
 */
export function MemosPanel({ memos, onChanged }: { memos: MemoOfDay[]; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState<number | null>(null);
  const act = async (memo: MemoOfDay, action: 'read' | 'acknowledge') => {
    setBusy(memo.id);
    try {
      await receiveMemo(memo.id, action);
      notify(action === 'acknowledge' ? 'home.memos.acknowledged' : 'home.memos.marked_read', { type: 'success' });
      onChanged();
    } catch {
      notify('home.memos.failed', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <HomeSection id="memos" title={translate('home.sections.memos')}>
      {memos.length === 0 ? (
        <Typography color="text.secondary">{translate('home.memos.none')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {memos.map((memo) => (
            <MemoItem key={memo.id} memo={memo} busy={busy === memo.id} onAction={act} />
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
