const WIDTH = 100;

const isPrimitive = (value: unknown): boolean => value === null || typeof value !== 'object';

function format(value: unknown, indent: string, prefix: string, suffix: string): string {
  if (isPrimitive(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(isPrimitive)) {
      const oneLine = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
      if (indent.length + prefix.length + oneLine.length + suffix.length <= WIDTH) return oneLine;
    }
    const items = value.map(
      (item, index) => inner + format(item, inner, '', index < value.length - 1 ? ',' : ''),
    );
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as object);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item], index) => {
    const name = `${JSON.stringify(key)}: `;
    return inner + name + format(item, inner, name, index < entries.length - 1 ? ',' : '');
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/**
 * A content file's JSON as the repository's formatter (Biome, 100 columns) writes it: objects
 * one key a line, a list of plain values on one line when it fits. A tool that rewrites a file
 * changes only the lines it means to.
 */
export const formatJson = (value: unknown): string => `${format(value, '', '', '')}\n`;
