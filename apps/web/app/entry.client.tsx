import { options, type VNode } from 'preact';
import { StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * A `<script>` rendered in the browser does not run, as with React: when the root layout is
 * mounted again (the not-found page, an error screen), React Router's `<Scripts>` and
 * `<ScrollRestoration>` render their inline scripts afresh, which the page's CSP would block.
 * Scripts that hydrate keep the prerendered `type` (Preact leaves attributes as they are then).
 */
const nextVNode = options.vnode;
options.vnode = (vnode: VNode<{ type?: string }>) => {
  nextVNode?.(vnode);
  if (vnode.type === 'script' && (vnode.props.type ?? 'module') === 'module') {
    vnode.props.type = 'text/inert';
  }
};

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

/**
 * Preact 11 renders into `document.documentElement` when given `document`, whose children are
 * `<head>` and `<body>`, while the root layout renders `<html>`. This stands for the document
 * with `<html>` as its only child, so Preact hydrates `<html>` itself, keeps it whole while the
 * router decodes its state (the first render suspends), and can replace it when the layout is
 * mounted again (a page whose `clientLoader` replaces its `HydrateFallback`).
 */
function documentRoot(): Element {
  const html = document.documentElement;
  const put = (node: Node) => {
    const current = document.documentElement;
    if (current) document.replaceChild(node, current);
    else document.appendChild(node);
    return node;
  };
  return {
    childNodes: [html],
    firstChild: html,
    ownerDocument: document,
    insertBefore: put,
    appendChild: put,
  } as unknown as Element;
}

afterFirstPaint(() => {
  startTransition(() => {
    hydrateRoot(
      documentRoot(),
      <StrictMode>
        <Suspense>
          <HydratedRouter />
        </Suspense>
      </StrictMode>,
    );
  });
});
