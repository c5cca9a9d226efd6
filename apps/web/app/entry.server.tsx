import { renderToStringAsync } from 'preact-render-to-string';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/**
 * Prerendering only (`ssr: false`): each page is rendered whole, on Preact as in the browser
 * (vite/preactCompat.ts), so the HTML is what the browser's Preact hydrates. What suspends (React
 * Router's stream of the loaders' data) is awaited and marked with `<!--$s-->` comments, which
 * Preact's hydration reads.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const html = await renderToStringAsync(
    <ServerRouter context={routerContext} url={request.url} />,
  );
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(`<!DOCTYPE html>${html}`, {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}
