import { checkContent } from '../check/checkContent.js';
import { findPlaceholders } from '../check/placeholders.js';
import { formatProblem, type Problem } from '../check/problem.js';
import { checkImages } from '../node/checkImages.js';
import { imagesDir, jsonDir } from '../node/paths.js';
import { readContentFiles } from '../node/readContentFiles.js';

const flag = (argv: readonly string[], name: string): string | undefined => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};

/**
 * `pnpm content:check [--launch] [--dir <json folder>] [--images <images folder>]`: prints every
 * problem as `file › json.path: message` and exits 1 on any error. Placeholders an editor must
 * replace before going live (example.com, phone numbers of zeros, "Plot 0", …) are warnings, and
 * errors with `--launch`. `--dir` and `--images` check a copy of the content (the tests use them);
 * HOTEL_CONTENT_DIR moves both defaults to a copy's json/ and images/.
 */
async function main(argv: readonly string[]): Promise<number> {
  const { files, problems } = readContentFiles(flag(argv, '--dir') ?? jsonDir);
  const all: Problem[] = [
    ...problems,
    ...findPlaceholders(files, argv.includes('--launch') ? 'error' : 'warning'),
  ];
  const { content, problems: contentProblems } = checkContent(files);
  all.push(...contentProblems);
  if (content) all.push(...(await checkImages(content, flag(argv, '--images') ?? imagesDir)));

  const errors = all.filter((problem) => problem.severity === 'error');
  const warnings = all.filter((problem) => problem.severity === 'warning');
  for (const problem of [...errors, ...warnings]) console.log(formatProblem(problem));
  console.log(
    `\ncontent:check: ${Object.keys(files).length} files, ${errors.length} error(s), ${warnings.length} warning(s)`,
  );
  return errors.length > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
