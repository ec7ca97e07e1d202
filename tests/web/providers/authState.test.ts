import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { clearAuth, getToken, getUser, saveToken, setUser } from '../../../src/providers/authState';
import { makeUser } from '../helpers';

describe('token cookie', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is named token and lasts 365 days when "remember me" is set', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveToken('abc', true);
    expect(set).toHaveBeenCalledWith('token', 'abc', expect.objectContaining({ expires: 365 }));
    expect(getToken()).toBe('abc');
  });

  it('is a session cookie (no expiry) otherwise', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveToken('abc', false);
    expect(set.mock.calls[0][2]).not.toHaveProperty('expires');
    expect(getToken()).toBe('abc');
  });

  it('logout state: user and token both cleared', () => {
    saveToken('abc', true);
    setUser(makeUser());
    clearAuth();
    expect(getToken()).toBeUndefined();
    expect(getUser()).toBeNull();
  });
});
