import { z } from 'zod';
import { type FileKind, fileSchemas } from '../schema/index.js';

/** The JSON Schema editors use for one kind of content file, generated from its zod schema. */
export function jsonSchemaFor(kind: FileKind): string {
  const { schema } = fileSchemas[kind];
  const generated = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ ...generated, title: `${kind} content file` }, null, 2)}\n`;
}
