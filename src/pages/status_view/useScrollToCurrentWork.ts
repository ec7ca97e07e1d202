import { useEffect, type RefObject } from 'react';

/**
 * On a wall nobody scrolls: in kiosk mode each column keeps its first open card at the top (the
 * finished work above it is scrolled away), again whenever that card changes — a job completes,
 * the next one becomes current. Set only when the card changes, so a live refetch does not jump.
 */
export function useScrollToCurrentWork(list: RefObject<HTMLElement | null>, currentId: number | undefined, enabled: boolean): void {
  useEffect(() => {
    const element = list.current;
    if (!enabled || !element) return;
    const card = currentId === undefined ? null : element.querySelector<HTMLElement>(`[data-activity-id="${currentId}"]`);
    // The list is positioned, so a card's offsetTop is measured from the list's top.
    element.scrollTop = card ? Math.max(0, (card.parentElement?.offsetTop ?? card.offsetTop) - 4) : element.scrollHeight;
  }, [list, currentId, enabled]);
}
