import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// zod compiles object parsers with `new Function` when it may, and finds out by trying as it
// builds one: under the site's CSP (no 'unsafe-eval') that try is a violation Chrome reports. Its
// global settings are read from here when zod first loads (in the forms' chunk, later), so the
// browser's zod never tries, whatever order the bundler puts the schemas in (lib/schemas/browserZod
// alone was once run after the chunk's first schema was built).
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

/**
 * Runs `start` once the browser has painted the prerendered page: hydration is the longest task
 * of a page load on a slow phone, and started before the first paint it holds the page (and its
 * largest image) off the screen. A hidden tab paints nothing, so a timer stands in for the frame.
 */
function afterFirstPaint(start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

afterFirstPaint(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      {
        // A hydration mismatch, or another error React recovers from by rendering again in the
        // browser, said in the console (where the end-to-end tests look), with where it happened.
        onRecoverableError(error, { componentStack }) {
          console.error('React recovered from an error while hydrating:', error, componentStack);
        },
      },
    );
  });
});
