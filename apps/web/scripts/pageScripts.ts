/**
 * `tsx scripts/pageScripts.ts [PATH…]` (after a build): the script each page loads up front, as
 * the server sends it (brotli), against the budget of 115 KB a page. The quick check of a change's
 * weight; `pnpm bench` measures the same pages in a browser.
 */
import { initialAssets } from './initialAssets.js';

const BUDGET = 115 * 1024;
const paths = process.argv.slice(2);
for (const path of paths.length > 0 ? paths : ['/', '/Hotel-Aagam-Executive', '/Singlebed']) {
  const { jsBrotliBytes, jsFiles } = initialAssets(path);
  const verdict = jsBrotliBytes <= BUDGET ? 'within' : 'OVER';
  console.log(
    `${path}: ${jsBrotliBytes} B (${(jsBrotliBytes / 1024).toFixed(1)} KB) of brotli in ${jsFiles} scripts, ${verdict} the budget`,
  );
}
