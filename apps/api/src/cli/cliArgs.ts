/**
 * A CLI's own arguments: pnpm passes on the `--` that ends its own options
 * (`pnpm --filter @hotel/api backup -- --to FILE` runs the script with `-- --to FILE`).
 */
export const cliArgs = (argv: readonly string[]): string[] =>
  argv[0] === '--' ? argv.slice(1) : [...argv];
