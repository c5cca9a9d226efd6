// Every `vi.waitFor(…)` in a test names its timeout: vitest's default (1 s) would make a test's
// verdict depend on the machine's load (issue 26), where a timeout must only guard against a hang.
// Run by `pnpm lint`; prints each call without one and exits 1.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const roots = ['apps', 'packages'];
const skip = new Set(['node_modules', 'dist', 'build', '.react-router', 'coverage']);

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (/\.(test|e2e)\.tsx?$/.test(entry.name) || /\/(test|support)\//.test(path)) yield path;
  }
}

/** The text of the call's arguments, from its opening parenthesis to the matching one. */
function argumentsAt(text, open) {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, index);
    }
  }
  return text.slice(open + 1);
}

const missing = [];
for (const root of roots) {
  for (const file of testFiles(root)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bvi\.waitFor\(/g)) {
      const open = match.index + match[0].length - 1;
      if (!/\btimeout\s*:/.test(argumentsAt(text, open))) {
        const line = text.slice(0, match.index).split('\n').length;
        missing.push(`${file}:${line}`);
      }
    }
  }
}
if (missing.length > 0) {
  console.error(
    'vi.waitFor without an explicit { timeout } (the 1 s default is a verdict on speed):',
  );
  for (const place of missing) console.error(`  ${place}`);
  process.exit(1);
}
console.log('Every vi.waitFor names its timeout.');
