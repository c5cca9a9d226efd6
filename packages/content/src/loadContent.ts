import { checkContent } from './check/checkContent.js';
import { formatProblem } from './check/problem.js';
import type { Content } from './types.js';

/** Parses the content files, throwing one readable error listing every problem. */
export function loadContent(files: Readonly<Record<string, unknown>>): Content {
  const { content, problems } = checkContent(files);
  if (!content) {
    const errors = problems.filter((problem) => problem.severity === 'error').map(formatProblem);
    throw new Error(
      `The content has ${errors.length} error(s); run pnpm content:check.\n${errors.join('\n')}`,
    );
  }
  return content;
}
