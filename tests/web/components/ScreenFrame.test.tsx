import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { ScreenFrame } from '../../../src/components/ScreenFrame';
import { setUser } from '../../../src/providers/authState';
import { renderInAdmin, signIn } from '../helpers';

describe("a screen's frame", () => {
  afterEach(() => setUser(null));

  it('shows the title, the active region and the date in the display format', async () => {
    signIn();
    await renderInAdmin(
      <ScreenFrame title="nav.scheduled" date="2026-03-07">
        <p>content</p>
      </ScreenFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduled' })).toBeInTheDocument();
    expect(screen.getByLabelText('Active region')).toHaveTextContent('Western Europe');
    expect(screen.getByLabelText('Date')).toHaveTextContent('07 Mar 2026');
  });

  it('names the month in the UI language', async () => {
    signIn();
    const cases: [string, string][] = [
      ['fr', '07 mars 2026'],
      ['es', '07 mar 2026'],
      ['pt-BR', '07 mar 2026'],
      // Chinese reads a month-name day year first (model/dateLocales.ts), not "07 3月 2026".
      ['zh-CN', '2026年3月7日'],
    ];
    for (const [locale, shown] of cases) {
      const view = await renderInAdmin(
        <ScreenFrame title="nav.scheduled" date="2026-03-07">
          <p>content</p>
        </ScreenFrame>,
        { store: memoryStore({ locale }) },
      );
      // The frame re-renders in that language once its messages have loaded.
      expect(await screen.findByText(shown)).toBeInTheDocument();
      view.unmount();
    }
  });
});
