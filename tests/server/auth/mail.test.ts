import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../server/auth/mail';
import { loadConfig } from '../../../server/config';

/** Without SMTP_URL, e-mails are written as .eml files under DATA_DIR/mail (and logged). */
let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tarmac-mail-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the default mailer', () => {
  it('writes each message as an .eml file under DATA_DIR/mail, and logs where', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), log);
    await mailer.send({
      to: 'zoe@example.test',
      subject: 'Vérifiez votre adresse',
      text: 'Bonjour Zoë,\nhttp://localhost:8080/email/verify/1?x=1',
    });
    await mailer.send({ to: 'sam@example.test', subject: 'Second', text: 'Another one' });

    const folder = path.join(dataDir, 'mail');
    const files = fs.readdirSync(folder).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^[\w-]+\.eml$/);

    const first = fs.readFileSync(
      path.join(
        folder,
        files.find((f) => fs.readFileSync(path.join(folder, f), 'utf8').includes('zoe@'))!,
      ),
      'utf8',
    );
    expect(first).toMatch(/^To: zoe@example\.test$/m);
    expect(first).toMatch(/^From: Tarmac <no-reply@tarmac\.test>$/m);
    // Non-ASCII subjects are encoded as RFC 2047 words, so mail clients show them intact.
    expect(first).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(first).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);

    const logged = lines.map((line) => JSON.parse(line));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ to: 'zoe@example.test', file: expect.stringContaining(folder) });
    // The log says where the message is, not what it says: links in it are credentials.
    expect(lines.join('\n')).not.toContain('email/verify');
  });

  it('uses MAIL_FROM as the sender', async () => {
    const dir = path.join(dataDir, 'other');
    const mailer = createMailer(loadConfig({ DATA_DIR: dir, MAIL_FROM: 'Ops <ops@example.test>' }), pino({ level: 'silent' }));
    await mailer.send({ to: 'a@example.test', subject: 'Hi', text: 'Body' });
    const [file] = fs.readdirSync(path.join(dir, 'mail'));
    expect(fs.readFileSync(path.join(dir, 'mail', file), 'utf8')).toMatch(/^From: Ops <ops@example\.test>$/m);
  });
});
