import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What start-up asks for is all this checks: the loads themselves are stand-ins.
const loads = vi.hoisted(() => ({ screens: [] as string[], layout: 0, user: 0 }));
vi.mock('../../../src/routes/screens', () => ({
  screens: new Proxy({}, { get: (_target, name: string) => ({ preload: () => (loads.screens.push(name), Promise.resolve()) }) }),
}));
vi.mock('../../../src/layout/LazyLayout', () => ({ layoutModule: { preload: () => (loads.layout++, Promise.resolve()) } }));
vi.mock('../../../src/providers/authProvider', () => ({ ensureUserLoaded: () => (loads.user++, Promise.resolve()) }));

const { preloadFirstScreen, routeForPath } = await import('../../../src/routes/preloadFirstScreen');
const { clearToken, saveToken } = await import('../../../src/providers/authState');

describe('what a first load starts before the app renders', () => {
  beforeEach(() => Object.assign(loads, { screens: [], layout: 0, user: 0 }));
  afterEach(() => clearToken());

  it('finds the route of a path, parameters included', () => {
    expect(routeForPath('/home')?.screen).toBe('home');
    expect(routeForPath('/scheduled_data/12')?.screen).toBe('scheduledData');
    expect(routeForPath('/no/such/page')).toBeUndefined();
  });

  it('signed out: only the screen asked for, no layout, no user', () => {
    preloadFirstScreen('/login');
    expect(loads).toEqual({ screens: ['login'], layout: 0, user: 0 });
  });

  it('signed in: the screen, the default layout and the user', () => {
    saveToken('a-token', false);
    preloadFirstScreen('/home');
    expect(loads).toEqual({ screens: ['home'], layout: 1, user: 1 });
  });

  it('signed in on a screen of another layout, or an unknown path', () => {
    saveToken('a-token', false);
    preloadFirstScreen('/unauthorized');
    expect(loads).toEqual({ screens: ['unauthorized'], layout: 0, user: 1 });
    preloadFirstScreen('/users/3');
    expect(loads).toEqual({ screens: ['unauthorized', 'notFound'], layout: 1, user: 2 });
  });
});
