export type Severity = 'error' | 'warning';

/** One thing wrong (or worth a look) in the content, located by file and JSON path. */
export interface Problem {
  readonly severity: Severity;
  readonly file: string;
  /** e.g. `rooms[0].readings.page.tiers[1].rate`; empty for the whole file. */
  readonly path: string;
  readonly message: string;
}

export const formatJsonPath = (segments: readonly PropertyKey[]): string =>
  segments
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      const name = String(segment);
      if (/^[A-Za-z_$][\w$]*$/.test(name)) return index === 0 ? name : `.${name}`;
      return `[${JSON.stringify(name)}]`;
    })
    .join('');

export const formatProblem = (problem: Problem): string =>
  `${problem.severity === 'warning' ? 'warning' : 'error'}  ${problem.file} › ${problem.path || '(whole file)'}: ${problem.message}`;
