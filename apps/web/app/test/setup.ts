import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadValidators } from '../lib/validators';

// Forms load their schemas on first use (a separate chunk in the browser, covered by the
// end-to-end tests). Here they are loaded once up front, so a form's first check answers as fast
// as the later ones and a test reads the outcome right after the click.
beforeAll(async () => {
  await loadValidators();
});

afterEach(() => {
  cleanup();
});
