/**
 * Images the API takes as uploads (profile photo, company logo), shared so the browser can refuse
 * a doomed file before sending it. SVG is left out on purpose: it can carry script, and the media
 * folder is served from the app's own origin.
 */
export const uploadImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const uploadImageMaxBytes = 2 * 1024 * 1024;

export function isAcceptableImage(file: { type: string; size: number }): boolean {
  return (uploadImageTypes as readonly string[]).includes(file.type) && file.size <= uploadImageMaxBytes;
}
