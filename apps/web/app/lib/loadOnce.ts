/**
 * A loader that runs `load` the first time it is called and then answers with the same promise;
 * a failure is forgotten, so the next call tries again (a chunk or an answer that did not arrive).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
