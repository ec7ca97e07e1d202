import { inflateSync } from 'node:zlib';

/** A PDF's objects by number: the dictionary text and the stream, inflated when it was deflated. */
function pdfObjects(source: string): Map<string, { dict: string; stream: string | null }> {
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const match of source.matchAll(/(\d+) 0 obj(.*?)endobj/gs)) {
    const body = match[2];
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(match[1], { dict: body, stream: null });
      continue;
    }
    const start = streamAt + body.slice(streamAt).indexOf('\n') + 1;
    const raw = body.slice(start, body.lastIndexOf('endstream'));
    let stream: string | null;
    try {
      stream = inflateSync(Buffer.from(raw, 'latin1')).toString('latin1');
    } catch {
      stream = null; // not a deflated stream (an image, a font)
    }
    objects.set(match[1], { dict: body.slice(0, streamAt), stream });
  }
  return objects;
}

/** A CMap's UTF-16BE target, e.g. <092a 094d 0930> for a ligature of three characters. */
const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');

/** A font's ToUnicode CMap: glyph code (hex) → the text it shows. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar(.*?)endbfchar/gs)) {
    for (const [, code, text] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(code.toLowerCase(), utf16(text));
  }
  for (const [, block] of cmap.matchAll(/beginbfrange(.*?)endbfrange/gs)) {
    for (const [, low, high, target] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g)) {
      const from = parseInt(low, 16);
      // A glyph that stands for no character of its own (a mark shaped into another) maps to <>.
      const targets = target.startsWith('[') ? [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].map(([, hex]) => hex) : null;
      for (let code = from; code <= parseInt(high, 16); code++) {
        const key = code.toString(16).padStart(low.length, '0');
        if (targets) map.set(key, utf16(targets[code - from]));
        else {
          const first = target.slice(1, -1);
          const last = (parseInt(first.slice(-4), 16) + code - from).toString(16).padStart(4, '0');
          map.set(key, utf16(first.slice(0, -4) + last));
        }
      }
    }
  }
  return map;
}

/**
 * The text a PDF shows, roughly: every content stream's text operators joined, one line per operator.
 * Strings in a standard font are its bytes; in an embedded font (the certificate's Noto Sans) they
 * are glyph codes, read back to text through the font's ToUnicode map, so a name in any alphabet
 * reads as written. Enough to check that a certificate prints a value; no layout.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf.toString('latin1'));
  const fonts = new Map<string, { map: Map<string, string>; width: number }>();
  for (const { dict } of objects.values()) {
    for (const [, resources] of dict.matchAll(/\/Font\s*<<(.*?)>>/gs)) {
      for (const [, name, ref] of resources.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
        const unicode = objects.get(ref)?.dict.match(/\/ToUnicode\s+(\d+) 0 R/);
        const cmap = unicode && objects.get(unicode[1])?.stream;
        if (cmap) {
          const width = cmap.match(/begincodespacerange\s*<([0-9a-fA-F]+)>/)?.[1].length ?? 4;
          fonts.set(name, { map: toUnicode(cmap), width });
        }
      }
    }
  }
  const texts: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream) continue;
    let font: { map: Map<string, string>; width: number } | undefined;
    // The font is graphics state: q saves it, Q restores it.
    const saved: (typeof font)[] = [];
    const operators =
      /\/(\w+)\s+[\d.]+\s+Tf|\[((?:\((?:\\.|[^\\)])*\)|[^[\]()])*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj|(?<=\s|^)([qQ])(?=\s)/gs;
    for (const op of stream.matchAll(operators)) {
      if (op[4] === 'q') saved.push(font);
      else if (op[4] === 'Q') font = saved.pop();
      else if (op[1] !== undefined) font = fonts.get(op[1]);
      if (op[2] === undefined && op[3] === undefined) continue;
      const strings = (op[2] ?? op[3]).matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g);
      const decode = (hex: string) =>
        font
          ? (hex.match(new RegExp(`.{1,${font.width}}`, 'g')) ?? []).map((code) => font!.map.get(code.toLowerCase()) ?? '').join('')
          : Buffer.from(hex, 'hex').toString('latin1');
      texts.push([...strings].map(([, hex, literal]) => (hex !== undefined ? decode(hex) : literal.replace(/\\(.)/g, '$1'))).join(''));
    }
  }
  return texts.join('\n');
}

/** The PostScript names of the fonts a PDF embeds (a subset's "ABCDEF+" prefix dropped), e.g. NotoSans-Regular. */
export function pdfEmbeddedFonts(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/FontName\s*\/(?:[A-Z]{6}\+)?([\w-]+)/g)].map(([, name]) => name);
  return [...new Set(names)].sort();
}
