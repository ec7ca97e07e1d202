import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storedFiles } from '../../../server/db/schema';
import { sha256Hex } from '../../../server/media/mediaFiles';
import { bearer, createTestApp, insertUser, multipart, type TestApp } from '../helper';

/**
 * /media/… (files in the database, table stored_files): profile photos (and any upload but the logo) reach signed-in callers only; the company
 * logo stays public, as the sign-in page shows it. No request path leaves the media folder or
 * reaches a protected file through the public logo folder.
 */
let t: TestApp;
let sam: Record<string, string>;
let admin: Record<string, string>;
let photoUrl: string;
let logoUrl: string;
let port: number;

/** A real 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function uploadPng(url: string, field: string, headers: Record<string, string>): Promise<Record<string, string>> {
  const body = multipart([{ name: field, filename: 'picture.png', contentType: 'image/png', content: png }]);
  const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, { email: 'sam@tarmac.test', regions: ['EUR-W'] });
  sam = bearer(await t.tokenFor('sam@tarmac.test'));
  admin = bearer(await t.tokenFor('admin@tarmac.test'));
  photoUrl = (await uploadPng('/api/settings/photo', 'photo', sam)).photo_url;
  logoUrl = (await uploadPng('/api/setting/logo', 'logo', admin)).logo_url;
  // What a traversal would aim at: a file in the data folder, and a stored row under no upload's name.
  fs.writeFileSync(path.join(t.config.DATA_DIR, 'secret.txt'), 'not for the web');
  const note = Buffer.from('not an upload');
  await t.database.db.insert(storedFiles).values({
    path: 'photos/notes.txt',
    folder: 'photos',
    bytes: note,
    sha256: sha256Hex(note),
    size: note.length,
    content_type: 'text/plain',
  });
  // fastify.inject resolves "../" before routing; a real client (curl --path-as-is) need not.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A GET whose path goes on the wire exactly as written (a URL string would be resolved first). */
function rawGet(requestPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: requestPath, headers }, (res) => {
        let body = '';
        res.setEncoding('latin1');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

describe('profile photos', () => {
  it('are refused signed out with 401 {message}, for GET and HEAD', async () => {
    expect(photoUrl).toMatch(/^\/media\/photos\/[0-9a-f]{32}\.png$/);
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: photoUrl });
      expect(res.statusCode).toBe(401);
      if (method === 'GET') expect(res.json()).toEqual({ message: expect.any(String) });
      expect(res.rawPayload.includes(png)).toBe(false);
    }
  });

  it('are refused with a token that is not a live session', async () => {
    const res = await t.app.inject({ method: 'GET', url: photoUrl, headers: bearer('not-a-real-token') });
    expect(res.statusCode).toBe(401);
  });

  it('are served to any signed-in user with the image bytes, kept private and checked on every use', async () => {
    for (const caller of [sam, admin]) {
      const res = await t.app.inject({ method: 'GET', url: photoUrl, headers: caller });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(png)).toBe(true);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('answer a revalidation with 304 only to a signed-in caller', async () => {
    const first = await t.app.inject({ method: 'GET', url: photoUrl, headers: sam });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: { ...sam, 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: { 'if-none-match': etag } })).statusCode).toBe(401);
  });
});

describe('a stored file whose bytes no longer match their SHA-256', () => {
  it('is refused with 409 {message}, never served and never a 5xx, then served again once its bytes are whole', async () => {
    const key = photoUrl.replace('/media/', '');
    const damaged = Buffer.from(png);
    damaged[damaged.length - 1] ^= 0xff;
    await t.database.db.update(storedFiles).set({ bytes: damaged }).where(eq(storedFiles.path, key));
    try {
      const res = await t.app.inject({ method: 'GET', url: photoUrl, headers: { ...sam, 'accept-language': 'fr' } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message:
          'Ce fichier est endommagé : il ne correspond plus à l’empreinte enregistrée lors de son dépôt. Veuillez le téléverser à nouveau.',
      });
    } finally {
      await t.database.db.update(storedFiles).set({ bytes: png }).where(eq(storedFiles.path, key));
    }
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: sam })).rawPayload.equals(png)).toBe(true);
  });
});

describe('the company logo', () => {
  it('is served to anyone, signed out included, with long public caching', async () => {
    expect(logoUrl).toMatch(/^\/media\/logos\/[0-9a-f]{32}\.png$/);
    const res = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 {message} for a logo that is not there', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/logos/${'0'.repeat(32)}.png` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('paths that try to leave their folder', () => {
  const photoName = () => path.posix.basename(photoUrl);

  it('cannot reach a photo through the public logo folder (404, signed out)', async () => {
    for (const attempt of [
      `/media/logos/${photoName()}`,
      `/media/logos/../photos/${photoName()}`,
      `/media/logos/..%2Fphotos%2F${photoName()}`,
      `/media/logos/%2e%2e/photos/${photoName()}`,
      `/media/logos//photos/${photoName()}`,
    ]) {
      const res = await rawGet(attempt);
      expect(res.status, attempt).toBe(404);
      expect(JSON.parse(res.body), attempt).toEqual({ message: expect.any(String) });
    }
  });

  it('cannot reach files outside the media folder or not stored as uploads (404, signed in)', async () => {
    for (const attempt of [
      '/media/../secret.txt',
      '/media/photos/../../secret.txt',
      '/media/photos/..%2F..%2Fsecret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/photos/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/media/logos/../../secret.txt',
      '/media/logos/..%2F..%2Fsecret.txt',
      '/media/photos/notes.txt',
      `/media/photos/${photoName()}%00.txt`,
      `/media//photos/${photoName()}`,
      `/media/photos/./${photoName()}`,
      `/media/PHOTOS/${photoName()}`,
    ]) {
      const res = await rawGet(attempt, sam);
      expect(res.status, attempt).toBe(404);
      expect(res.body, attempt).not.toContain('not for the web');
      expect(res.body, attempt).not.toContain('not an upload');
    }
  });
});
