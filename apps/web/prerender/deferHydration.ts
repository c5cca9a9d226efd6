/**
 * React Router starts a prerendered page with module preloads in <head> and one inline module
 * script that imports the route modules and the client entry. On a slow phone those ~120 KB of
 * script share the link with the page's largest image and are parsed before it is painted. This
 * rewrite starts them once the page has loaded instead (preloads added then, so they still load
 * in parallel): the page paints first and becomes interactive a little later.
 */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"]+");/g;
const ENTRY_IMPORT = /import\(("[^"]+")\);/;

export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(PRELOAD)].map(([, href]) => href as string);
  const boot = BOOT.exec(html);
  const code = boot?.[1] ?? '';
  const imports = [...code.matchAll(STATIC_IMPORT)];
  const entry = ENTRY_IMPORT.exec(code)?.[1];
  if (!boot || preloads.length === 0 || imports.length === 0 || !entry) {
    throw new Error(
      'deferHydration: the page has no module preloads or no boot script of the expected shape (has React Router changed its output?)',
    );
  }
  // What the boot script does besides importing: registering the route modules.
  const registration = code.replace(STATIC_IMPORT, '').replace(ENTRY_IMPORT, '').trim();
  const [first, ...routes] = imports;
  const sideEffectOnly = first?.[1] === undefined;
  const start = [
    'const start = async () => {',
    `  for (const href of ${JSON.stringify(preloads)}) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    // The manifest registers itself first, as its static import did.
    sideEffectOnly ? `  await import(${first?.[2]});` : '',
    `  const [${(sideEffectOnly ? routes : imports).map(([, name]) => name).join(', ')}] = await Promise.all([${(sideEffectOnly ? routes : imports).map(([, , spec]) => `import(${spec})`).join(', ')}]);`,
    `  ${registration}`,
    `  await import(${entry});`,
    '};',
    "if (document.readyState === 'complete') start();",
    "else addEventListener('load', start, { once: true });",
  ]
    .filter(Boolean)
    .join('\n');
  return html.replace(PRELOAD, '').replace(BOOT, () => `<script type="module">${start}</script>`);
}
