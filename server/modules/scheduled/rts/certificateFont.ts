import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);

/** A font file of an npm package, installed with the app: nothing is fetched when a certificate renders. */
const fontFile = (path: string) => require.resolve(path);

/**
 * The certificate's font (docs/modules/scheduled.md, "The certificate of release to service"): Noto
 * Sans, whose faces cover the Latin alphabets (Polish, Czech, Vietnamese …), Greek, Cyrillic and
 * Devanagari. The PDF standard fonts print Latin-1 only: "Łukasz Żółć" would lose letters. Only the
 * glyphs a certificate uses are embedded, so it stays small. Registered once, when this module
 * loads; the files are read at the first render.
 */
export const certificateFontFamily = 'Noto Sans';

Font.register({
  family: certificateFontFamily,
  fonts: [
    { src: fontFile('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf') },
    { src: fontFile('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'), fontWeight: 700 },
  ],
});
// A name, a registration or a work order is never hyphenated across lines.
Font.registerHyphenationCallback((word) => [word]);

/**
 * Drops the certificate font's loaded files, so the next certificate reads them afresh (see
 * renderCertificate). react-pdf's own Font.reset() forgets the data but not that it was loaded, and
 * would leave the next render without a font: both are cleared here.
 */
export function reloadCertificateFont(): void {
  const family = Font.getRegisteredFonts()[certificateFontFamily] as unknown as {
    sources: { data: unknown; loadResultPromise: unknown }[];
  };
  for (const source of family.sources) {
    source.data = null;
    source.loadResultPromise = null;
  }
}
