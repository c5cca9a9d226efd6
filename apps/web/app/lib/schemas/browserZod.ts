import { config } from 'zod';

// zod compiles object parsers with `new Function` when it may, and finds out by trying: under
// the site's CSP (no 'unsafe-eval') that try is a violation Chrome reports on every page that
// checks a form. In the browser it parses without compiling. (The API's answers are checked
// without zod: lib/api.ts, vite/responseChecks.ts.)
config({ jitless: true });
