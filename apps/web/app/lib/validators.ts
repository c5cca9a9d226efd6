type Validators = typeof import('./schemas/forms');

let loading: Promise<Validators> | undefined;

/**
 * The form schemas (zod and @hotel/validators, about 24 KB gzip), loaded the first time a form is
 * checked rather than with every page. A failed download is tried again on the next call.
 */
export function loadValidators(): Promise<Validators> {
  loading ??= import('./schemas/forms').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
