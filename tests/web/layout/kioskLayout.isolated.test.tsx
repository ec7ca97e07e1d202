import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Layout } from '../../../src/layout/Layout';
import { useRequestKioskLayout } from '../../../src/layout/kioskLayout';
import { setUser } from '../../../src/providers/authState';
import { renderInAdmin, signIn } from '../helpers';

// The live stream is src/live's own subject: here the layout only hosts it.
vi.mock('../../../src/live', () => ({
  LiveEventsProvider: ({ children }: { children: ReactNode }) => children,
  LiveStatusIndicator: () => null,
}));

/** A screen with a kiosk switch, as the status board has. */
function Screen() {
  const [on, setOn] = useState(false);
  useRequestKioskLayout(on);
  return <button onClick={() => setOn(!on)}>board</button>;
}

describe('the default layout in kiosk mode', () => {
  afterEach(() => setUser(null));

  it('shows the nav bar, and hides it while the screen on show is in kiosk mode', async () => {
    signIn();
    await renderInAdmin(
      <Layout>
        <Screen />
      </Layout>,
    );
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('board');

    await userEvent.click(screen.getByRole('button', { name: 'board' }));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('board');

    await userEvent.click(screen.getByRole('button', { name: 'board' }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
