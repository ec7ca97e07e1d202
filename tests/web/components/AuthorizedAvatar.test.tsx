import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AuthorizedAvatar } from '../../../src/components/media/AuthorizedAvatar';
import { ProfilePhotoUpload } from '../../../src/pages/settings/ProfilePhotoUpload';
import { UserMenu } from '../../../src/layout/navbar/UserMenu';
import { saveToken, setUser } from '../../../src/providers/authState';
import type { CurrentUser } from '../../../model/account';
import { makeUser, renderInAdmin, signIn } from '../helpers';

/**
 * Photos are served only with the bearer token (server/media/mediaRoutes.ts), which an <img src>
 * cannot send: the avatar fetches them with it and shows them from an object URL it revokes.
 */
let photoRequests: { url: string; headers: Headers }[];
let created: string[];
let revoked: string[];

function answerPhotosWith(status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      photoRequests.push({ url, headers: new Headers(init.headers) });
      // Bytes, not a Blob: jsdom's Blob is not one Node's Response can read.
      return status === 200
        ? new Response(new Uint8Array([137, 80, 78, 71]), { status, headers: { 'Content-Type': 'image/png' } })
        : new Response('{"message":"no"}', { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  photoRequests = [];
  created = [];
  revoked = [];
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => {
    created.push(`blob:photo-${created.length + 1}`);
    return created[created.length - 1];
  });
  URL.revokeObjectURL = vi.fn((objectUrl: string) => void revoked.push(objectUrl));
  saveToken('secret-token', false);
});
afterEach(() => vi.unstubAllGlobals());

const shownPhoto = () => screen.queryByRole('img', { name: 'Ada Planner' })?.getAttribute('src');

describe('AuthorizedAvatar', () => {
  it('fetches the photo with the bearer token and shows it from an object URL, never from the plain URL', async () => {
    answerPhotosWith(200);
    render(
      <AuthorizedAvatar src="/media/photos/a.png" alt="Ada Planner">
        A
      </AuthorizedAvatar>,
    );
    // The initial stands in while the photo loads.
    expect(screen.getByText('A')).toBeInTheDocument();
    await waitFor(() => expect(shownPhoto()).toBe('blob:photo-1'));
    expect(photoRequests).toHaveLength(1);
    expect(photoRequests[0].url).toBe('/media/photos/a.png');
    expect(photoRequests[0].headers.get('Authorization')).toBe('Bearer secret-token');
    expect(document.querySelector('img[src="/media/photos/a.png"]')).toBeNull();
  });

  it('shows the stand-in and asks nothing when there is no photo', () => {
    answerPhotosWith(200);
    render(
      <AuthorizedAvatar src={null} alt="Ada Planner">
        A
      </AuthorizedAvatar>,
    );
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(photoRequests).toHaveLength(0);
  });

  it('keeps the stand-in when the photo is refused', async () => {
    answerPhotosWith(401);
    render(
      <AuthorizedAvatar src="/media/photos/a.png" alt="Ada Planner">
        A
      </AuthorizedAvatar>,
    );
    await waitFor(() => expect(photoRequests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shownPhoto()).toBeUndefined();
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('loads a changed photo and revokes the object URL it replaced, and the last one on unmount', async () => {
    answerPhotosWith(200);
    const view = render(
      <AuthorizedAvatar src="/media/photos/a.png" alt="Ada Planner">
        A
      </AuthorizedAvatar>,
    );
    await waitFor(() => expect(shownPhoto()).toBe('blob:photo-1'));

    view.rerender(
      <AuthorizedAvatar src="/media/photos/b.png" alt="Ada Planner">
        A
      </AuthorizedAvatar>,
    );
    expect(revoked).toEqual(['blob:photo-1']);
    await waitFor(() => expect(shownPhoto()).toBe('blob:photo-2'));
    expect(photoRequests.map((request) => request.url)).toEqual(['/media/photos/a.png', '/media/photos/b.png']);

    view.unmount();
    expect(revoked).toEqual(['blob:photo-1', 'blob:photo-2']);
  });
});

describe('the places that show a profile photo', () => {
  afterEach(() => setUser(null));

  it.each([
    ['the nav bar menu', (user: CurrentUser) => <UserMenu user={user} />],
    ['the profile screen', () => <ProfilePhotoUpload />],
  ])('%s loads it with the token', async (_place, ui) => {
    answerPhotosWith(200);
    const user = signIn(makeUser({ photo_url: '/media/photos/a.png' }));
    await renderInAdmin(ui(user));
    await waitFor(() => expect(shownPhoto()).toBe('blob:photo-1'));
    expect(photoRequests[0].headers.get('Authorization')).toBe('Bearer test-token');
  });
});
