import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CustomRoutes, memoryStore, type DataProvider } from 'react-admin';
import { AdminShell } from '../../src/AdminShell';
import { authProvider } from '../../src/providers/authProvider';
import { englishI18n } from './helpers';

const dataProvider = {} as DataProvider;

function Broken(): never {
  throw new Error('the screen broke');
}

async function renderShell(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminShell
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={await englishI18n()}
        store={memoryStore()}
        layout={({ children }) => <div data-testid="layout">{children}</div>}
        overlays={<div data-testid="overlays" />}
      >
        <CustomRoutes noLayout>
          <Route path="/plain" element={<p>Plain screen</p>} />
          <Route path="/broken" element={<Broken />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/inside" element={<p>Inside the layout</p>} />
        </CustomRoutes>
      </AdminShell>
    </MemoryRouter>,
  );
}

// <Admin> taken apart: the routes, the layout and the overlays as before, and
// react-admin's own error page, now a lazy chunk, still catches a crash.
describe('AdminShell', () => {
  it('renders a screen without the layout, with the overlays', async () => {
    await renderShell('/plain');
    expect(await screen.findByText('Plain screen')).toBeInTheDocument();
    expect(screen.queryByTestId('layout')).toBeNull();
    expect(screen.getByTestId('overlays')).toBeInTheDocument();
  });

  it('renders a screen inside the layout', async () => {
    await renderShell('/inside');
    expect(await screen.findByText('Inside the layout')).toBeInTheDocument();
    expect(screen.getByTestId('layout')).toBeInTheDocument();
  });

  it('shows react-admin’s error page when a screen crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderShell('/broken');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
