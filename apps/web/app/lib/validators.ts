import { loadOnce } from './loadOnce';

/**
 * The form schemas (zod and @hotel/validators, about 24 KB gzip), loaded the first time a form is
 * checked rather than with every page. A failed download is tried again on the next call.
 */
export const loadValidators = loadOnce(() => import('./schemas/forms'));
