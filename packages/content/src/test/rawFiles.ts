import { checkContent } from '../check/checkContent.js';
import { formatProblem } from '../check/problem.js';
import { contentFiles } from '../files.js';

/** The content files as raw JSON, for tests to break in one place (any: tests poke at will). */
// biome-ignore lint/suspicious/noExplicitAny: the tests edit arbitrary places of raw JSON
export type RawFiles = Record<string, any>;

/** A deep copy of the shipped content files. */
export const copyOfContent = (): RawFiles => structuredClone(contentFiles) as RawFiles;

/** What content:check says is wrong with `files`, as it prints each error. */
export const errorsOf = (files: Record<string, unknown>) =>
  checkContent(files)
    .problems.filter((problem) => problem.severity === 'error')
    .map(formatProblem);
