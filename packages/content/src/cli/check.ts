import { runContentCheck } from '../node/runContentCheck.js';

// `pnpm content:check`: see runContentCheck for the flags.
process.exitCode = await runContentCheck(process.argv.slice(2));
