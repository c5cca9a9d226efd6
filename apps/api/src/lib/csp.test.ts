import { describe, expect, it } from 'vitest';
import { cspDirectives, inlineScriptHashes, serializeCsp } from './csp.js';

describe('the Content Security Policy', () => {
  it('allows a page’s own inline scripts by hash, and nothing else inline', () => {
    const html =
      '<script>window.__ctx = 1;</script><script type="module">import("/assets/a.js")</script>' +
      '<script src="/assets/b.js"></script><script type="application/ld+json">{"@type":"Hotel"}</script>';
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-sQlWNwNBYFx/1VHX0GtdspcI6onxSwAPXPwwEuR8eIk='",
      "'sha256-hHS3093MFAk3jpcu26veqK0tTUZ9OEckF6krJt4bpzM='",
    ]);
  });

  it('forbids framing by others, plugins and inline event handlers', () => {
    const header = serializeCsp(cspDirectives(true));
    expect(header).toContain("frame-ancestors 'self'");
    expect(header).toContain("object-src 'none'");
    expect(header).toContain("script-src-attr 'none'");
    expect(header).not.toContain("'unsafe-inline' https://checkout");
    expect(header).toContain('upgrade-insecure-requests');
  });
});
