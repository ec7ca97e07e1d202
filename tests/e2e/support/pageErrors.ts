import type { BrowserContext } from 'playwright-core';

/**
 * React's render-loop guard, in development wording and as the production build's minified
 * error #185. React reports it through console.error when an error boundary catches it.
 */
const renderLoop = /Maximum update depth exceeded|Minified React error #185/;

const found: string[] = [];

/**
 * Records every uncaught error of the context's pages, and every render loop React reports,
 * so a journey whose screens throw fails even when the screen still looks right (browserPerFile
 * watches every session it opens and fails the test on what it found).
 */
export function watchPageErrors(context: BrowserContext): void {
  context.on('weberror', (error) => found.push(`${error.page()?.url() ?? '?'}: ${error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error' && renderLoop.test(message.text())) found.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
}

/** The errors recorded since the last call, forgotten once read. */
export function takePageErrors(): string[] {
  return found.splice(0);
}
