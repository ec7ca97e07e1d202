/**
 * Full page loads, behind one object so component tests can observe them
 * (jsdom cannot reload or leave the page).
 */
export const browserNavigation = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
