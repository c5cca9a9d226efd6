import { runTranslations } from '../node/runTranslations.js';

// `pnpm --filter @hotel/content translations -- --lang mr`: see runTranslations for the flags.
process.exitCode = runTranslations(process.argv.slice(2).filter((arg) => arg !== '--'));
