import { type ContainerNode, options, type VNode } from 'preact';
import { Suspense } from 'react';
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
 * The document as a Preact 11 `ContainerNode` (its public interface for a root, the shape of the
 * Preact team's preact-root-fragment) whose one child is `<html>`: given `document` itself,
 * Preact renders into `document.documentElement`, while the root layout renders `<html>`. So
 * Preact hydrates `<html>` whole, keeps it while the router decodes its state (the first render
 * suspends), and replaces it when the layout is mounted again (a page whose `clientLoader`
 * replaces its `HydrateFallback`); a document holds one element, hence replaceChild.
 */
function documentContainer(): ContainerNode & Pick<Node, 'ownerDocument'> {
  const html = document.documentElement;
  const put = (node: ContainerNode) => {
    const current = document.documentElement;
    if (current) document.replaceChild(node as Node, current);
    else document.appendChild(node as Node);
    return node;
  };
  return {
    nodeType: Node.ELEMENT_NODE,
    parentNode: null,
    firstChild: html,
    childNodes: [html],
    ownerDocument: document,
    insertBefore: put,
    appendChild: put,
    removeChild: (child) => document.removeChild(child as Node) as ContainerNode,
  };
}

// No StrictMode or startTransition: under preact/compat both pass their children through.
afterFirstPaint(() => {
  hydrateRoot(
    // React DOM's types name an Element; Preact takes any ContainerNode.
    documentContainer() as unknown as Element,
    <Suspense>
      <HydratedRouter />
    </Suspense>,
  );
});
