/** The logo shipped with the app (public/logo.svg), shown until a company logo is uploaded. */
export const defaultLogoUrl = '/logo.svg';
