import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { LoadingBar } from '../../../src/layout/loadingBar/LoadingBar';
import { loadingBar } from '../../../src/layout/loadingBar/loadingBarController';
import { renderInAdmin } from '../helpers';

describe('the loading bar to assistive technology (axe region)', () => {
  afterEach(async () => {
    act(() => loadingBar.finish());
    await waitFor(() => expect(loadingBar.getState().show).toBe(false));
  });

  it('idle, it is hidden from them as from sight', async () => {
    await renderInAdmin(<LoadingBar />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('loading, it is a named progress bar inside a status region (the bar lies outside the landmarks)', async () => {
    await renderInAdmin(<LoadingBar />);
    act(() => loadingBar.start());
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar.closest('[role=status]')).not.toBeNull();
  });
});
