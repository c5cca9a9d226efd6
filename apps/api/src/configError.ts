/**
 * A setting the server cannot start with. Its message is for the operator, printed alone (no
 * stack): it names the setting and what to do.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
