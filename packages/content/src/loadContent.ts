import { DEFAULT_LANG, type Lang } from '@hotel/i18n';
import { checkContent } from './check/checkContent.js';
import { formatProblem, type Problem } from './check/problem.js';
import type { Content } from './types.js';

/**
 * Parses the content files in one language, throwing one readable error listing every problem
 * (with those met while reading the files, such as invalid JSON).
 */
export function loadContent(
  files: Readonly<Record<string, unknown>>,
  readProblems: readonly Problem[] = [],
  lang: Lang = DEFAULT_LANG,
): Content {
  const { content, problems } = checkContent(files, lang);
  const errors = [...readProblems, ...problems]
    .filter((problem) => problem.severity === 'error')
    .map(formatProblem);
  if (!content || errors.length > 0) {
    throw new Error(
      `The content has ${errors.length} error(s); run pnpm content:check.\n${errors.join('\n')}`,
    );
  }
  return content;
}
