import { prerender } from 'react-dom/static';
import { type EntryContext, ServerRouter } from 'react-router';

/**
 * Prerendering only (`ssr: false`): every page is rendered at build time, so the whole document
 * is awaited (React's static prerender waits for every suspended part, React Router's stream of
 * the loaders' data included) instead of being streamed as it becomes ready. React hoists the
 * `<title>`, `<meta>` and `<link>` a page renders into `<head>`.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let failed: unknown;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error) {
      failed ??= error;
    },
  });
  // A page that failed to render is not written as if it had worked: the build stops.
  if (failed) throw failed;
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(prelude, {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}
