import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, roughly: every content stream inflated, the strings of its text operators
 * (hex and literal, as react-pdf writes them for the standard fonts) joined. Enough to check that a
 * certificate prints a value; no layout.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(source.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated stream (an image, a font)
    }
    for (const block of content.matchAll(/\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/gs)) {
      const strings = (block[1] ?? block[2]).matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g);
      texts.push(
        [...strings]
          .map(([, hex, literal]) => (hex !== undefined ? Buffer.from(hex, 'hex').toString('latin1') : literal.replace(/\\(.)/g, '$1')))
          .join(''),
      );
    }
  }
  return texts.join('\n');
}
