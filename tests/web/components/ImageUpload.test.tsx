import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePhotoUpload } from '../../../src/pages/settings/ProfilePhotoUpload';
import { getUser, setUser } from '../../../src/providers/authState';
import { fakeUploads } from '../fakeUploads';
import { makeUser, renderInAdmin, signIn } from '../helpers';

/** The shared image upload as the profile screen uses it (the company logo: tests/web/resources/settingLogo.test.tsx). */
describe('the profile photo upload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUser(null);
  });

  it('sends the photo as multipart field "photo" and stores the user the API answers', async () => {
    signIn();
    const uploads = fakeUploads();
    await renderInAdmin(<ProfilePhotoUpload />);
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /remove/i })).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Profile photo'), new File([new Uint8Array(16)], 'me.jpg', { type: 'image/jpeg' }));
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/settings/photo' });
    expect(uploads[0].body.get('photo')).toBeInstanceOf(File);

    await act(async () => uploads[0].answer(200, makeUser({ photo_url: '/media/photos/me.jpg' })));
    expect(getUser()?.photo_url).toBe('/media/photos/me.jpg');
    expect(await screen.findByText('Your photo has been updated.')).toBeInTheDocument();
  });

  it("shows the server's refusal under the photo", async () => {
    signIn();
    const uploads = fakeUploads();
    await renderInAdmin(<ProfilePhotoUpload />);
    await userEvent.upload(screen.getByLabelText('Profile photo'), new File([new Uint8Array(16)], 'me.png', { type: 'image/png' }));
    await act(async () =>
      uploads[0].answer(422, { message: 'Invalid', errors: { photo: ['The photo must be a JPEG, PNG or WebP image of at most 2 MB.'] } }),
    );
    expect(await screen.findByText('The photo must be a JPEG, PNG or WebP image of at most 2 MB.')).toBeInTheDocument();
  });
});
