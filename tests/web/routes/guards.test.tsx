import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route } from 'react-router-dom';
import { Guarded } from '../../../src/routes/guards';
import { setUser } from '../../../src/providers/authState';
import type { Middleware } from '../../../model/routes';
import { makeUser, renderInAdmin, signIn } from '../helpers';

const landing = ['/login', '/home', '/unauthorized'].map((path) => (
  <Route key={path} path={path} element={<div>{`landed ${path}`}</div>} />
));

async function visit(middleware: Middleware[], path = '/guarded?x=1', permission?: string) {
  await renderInAdmin(
    <Guarded middleware={middleware} permission={permission}>
      <div>secret screen</div>
    </Guarded>,
    { path, route: '/guarded', extraRoutes: landing },
  );
}

describe('route guards', () => {
  afterEach(() => setUser(null));

  it('auth: a visitor goes to /login and the intended URL is remembered in a cookie', async () => {
    await visit(['auth']);
    expect(await screen.findByText('landed /login')).toBeInTheDocument();
    expect(Cookies.get('intended_url')).toBe('/guarded?x=1');
    expect(screen.queryByText('secret screen')).not.toBeInTheDocument();
  });

  it('auth: a signed-in user sees the screen', async () => {
    signIn();
    await visit(['auth']);
    expect(await screen.findByText('secret screen')).toBeInTheDocument();
  });

  it("auth + permission: a user lacking the screen's permission goes to /unauthorized", async () => {
    signIn(makeUser({ permission: [{ permissions_name: 'whatsupp_tab' }] }));
    await visit(['auth'], '/guarded', 'parts');
    expect(await screen.findByText('landed /unauthorized')).toBeInTheDocument();
  });

  it('guest: a signed-in user goes to /home; a visitor stays', async () => {
    await visit(['guest']);
    expect(await screen.findByText('secret screen')).toBeInTheDocument();
  });

  it('guest: signed in → /home', async () => {
    signIn();
    await visit(['guest']);
    expect(await screen.findByText('landed /home')).toBeInTheDocument();
  });

  it('admin: a user whose role is not admin goes to /home; an admin stays', async () => {
    signIn(makeUser({ role: 'planner' }));
    const first = await renderInAdmin(
      <Guarded middleware={['auth', 'admin']}>
        <div>secret screen</div>
      </Guarded>,
      { path: '/guarded', route: '/guarded', extraRoutes: landing },
    );
    expect(await screen.findByText('landed /home')).toBeInTheDocument();
    first.unmount();
    signIn(makeUser({ role: 'admin' }));
    await visit(['auth', 'admin']);
    expect(await screen.findByText('secret screen')).toBeInTheDocument();
  });

  it('role: a comma-separated list; anyone else goes to /unauthorized', async () => {
    signIn(makeUser({ role: 'viewer' }));
    const first = await renderInAdmin(
      <Guarded middleware={['auth', 'role:admin, planner']}>
        <div>secret screen</div>
      </Guarded>,
      { path: '/guarded', route: '/guarded', extraRoutes: landing },
    );
    expect(await screen.findByText('landed /unauthorized')).toBeInTheDocument();
    first.unmount();
    signIn(makeUser({ role: 'planner' }));
    await visit(['auth', 'role:admin, planner']);
    await waitFor(() => expect(screen.getByText('secret screen')).toBeInTheDocument());
  });
});
