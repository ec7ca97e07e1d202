import fs from 'node:fs';
import path from 'node:path';

/**
 * The backup file's container: a plain POSIX (ustar) tar, so `tar -tf` lists it and `tar -xf` opens it
 * without Tarmac. Only what a backup needs: regular files, written and read in chunks (a PostgreSQL dump
 * may be larger than memory), names of at most 100 characters, sizes beyond 8 GiB in the GNU base-256 form.
 */

const block = 512;
const chunk = 1024 * 1024;

export interface ArchiveEntry {
  name: string;
  size: number;
  /** Where its content starts in the archive. */
  offset: number;
}

/** An entry name this format writes and will extract: relative, forward slashes, no empty, "." or ".." part. */
export function isSafeEntryName(name: string): boolean {
  return name.length > 0 && name.length <= 100 && name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

function header(name: string, size: number): Buffer {
  if (!isSafeEntryName(name)) throw new Error(`Cannot archive "${name}": names are relative paths of at most 100 characters`);
  const head = Buffer.alloc(block);
  const octal = (value: number, width: number, at: number) => head.write(`${value.toString(8).padStart(width - 1, '0')}\0`, at, 'ascii');
  head.write(name, 0, 'utf8');
  octal(0o644, 8, 100);
  octal(0, 8, 108);
  octal(0, 8, 116);
  if (size < 8 ** 11) octal(size, 12, 124);
  else {
    // GNU base-256: the high bit of the first byte set, the size big-endian in the rest.
    head.writeBigUInt64BE(BigInt(size), 128);
    head[124] = 0x80;
  }
  octal(Math.floor(Date.now() / 1000), 12, 136);
  head.write('0', 156, 'ascii');
  head.write('ustar\x0000', 257, 'ascii');
  // The checksum is summed with its own field read as spaces.
  head.fill(' ', 148, 156);
  const sum = head.reduce((total, byte) => total + byte, 0);
  head.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return head;
}

const padding = (size: number) => (block - (size % block)) % block;

/** Writes an archive entry by entry to `file`. */
export class ArchiveWriter {
  readonly #fd: number;

  constructor(file: string) {
    this.#fd = fs.openSync(file, 'w');
  }

  addBuffer(name: string, content: Uint8Array): void {
    fs.writeSync(this.#fd, header(name, content.length));
    fs.writeSync(this.#fd, content);
    fs.writeSync(this.#fd, Buffer.alloc(padding(content.length)));
  }

  addFile(name: string, source: string): void {
    const size = fs.statSync(source).size;
    fs.writeSync(this.#fd, header(name, size));
    const input = fs.openSync(source, 'r');
    try {
      const buffer = Buffer.alloc(chunk);
      for (let copied = 0; copied < size;) {
        const read = fs.readSync(input, buffer, 0, Math.min(chunk, size - copied), copied);
        if (read === 0) throw new Error(`${source} changed size while it was archived`);
        fs.writeSync(this.#fd, buffer, 0, read);
        copied += read;
      }
    } finally {
      fs.closeSync(input);
    }
    fs.writeSync(this.#fd, Buffer.alloc(padding(size)));
  }

  /** Ends the archive (two empty blocks) and closes the file. */
  close(): void {
    fs.writeSync(this.#fd, Buffer.alloc(2 * block));
    fs.fsyncSync(this.#fd);
    fs.closeSync(this.#fd);
  }
}

function readSize(head: Buffer): number {
  if (head[124] & 0x80) return Number(head.readBigUInt64BE(128));
  return parseInt(head.toString('ascii', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
}

function checksumMatches(head: Buffer): boolean {
  const stored = parseInt(head.toString('ascii', 148, 156).replace(/\0.*$/s, '').trim(), 8);
  const copy = Buffer.from(head);
  copy.fill(' ', 148, 156);
  return stored === copy.reduce((total, byte) => total + byte, 0);
}

/** The regular files in the archive (others are skipped); throws on a file that is not such an archive. */
export function listArchive(file: string): ArchiveEntry[] {
  const fd = fs.openSync(file, 'r');
  try {
    const total = fs.fstatSync(fd).size;
    const entries: ArchiveEntry[] = [];
    const head = Buffer.alloc(block);
    for (let at = 0; at + block <= total;) {
      fs.readSync(fd, head, 0, block, at);
      if (head.every((byte) => byte === 0)) return entries;
      if (!checksumMatches(head)) throw new Error('not a tar archive, or a damaged one');
      const prefix = head.toString('utf8', 345, 500).replace(/\0.*$/s, '');
      const base = head.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      const name = prefix ? `${prefix}/${base}` : base;
      const size = readSize(head);
      const type = String.fromCharCode(head[156]);
      if (at + block + size > total) throw new Error('the archive is cut short');
      if (type === '0' || type === '\0') entries.push({ name, size, offset: at + block });
      at += block + size + padding(size);
    }
    throw new Error('the archive is cut short');
  } finally {
    fs.closeSync(fd);
  }
}

export function readEntry(file: string, entry: ArchiveEntry): Buffer<ArrayBuffer> {
  const fd = fs.openSync(file, 'r');
  try {
    const content = Buffer.alloc(entry.size);
    fs.readSync(fd, content, 0, entry.size, entry.offset);
    return content;
  } finally {
    fs.closeSync(fd);
  }
}

/** Copies an entry's content to `destination` (its folders made), in chunks. */
export function extractEntry(file: string, entry: ArchiveEntry, destination: string): void {
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const input = fs.openSync(file, 'r');
  const output = fs.openSync(destination, 'w');
  try {
    const buffer = Buffer.alloc(chunk);
    for (let copied = 0; copied < entry.size;) {
      const read = fs.readSync(input, buffer, 0, Math.min(chunk, entry.size - copied), entry.offset + copied);
      fs.writeSync(output, buffer, 0, read);
      copied += read;
    }
  } finally {
    fs.closeSync(output);
    fs.closeSync(input);
  }
}
