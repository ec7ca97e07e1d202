/**
 * The most records one list request may ask for. CSV export fetches a whole filtered list in
 * one request, so the browser's export limit and the server's range limit are the same number.
 */
export const maxListRange = 10_000;
