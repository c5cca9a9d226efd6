import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FileKind, fileSchemas } from '../schema/index.js';
import { jsonSchemaFor } from './jsonSchemas.js';
import { schemaDir } from './paths.js';

describe('the committed JSON Schemas', () => {
  it.each(Object.keys(fileSchemas) as FileKind[])(
    'match the zod schema of %s files (run pnpm --filter @hotel/content schema after changing one)',
    (kind) => {
      const committed = readFileSync(join(schemaDir, fileSchemas[kind].jsonSchema), 'utf8');
      expect(committed).toBe(jsonSchemaFor(kind));
    },
  );

  it('describe rupee amounts for editors and refuse unknown fields', () => {
    const property = JSON.parse(jsonSchemaFor('property'));
    const text = JSON.stringify(property);
    expect(text).toContain('Price of one breakfast, in rupees.');
    expect(text).toContain('"additionalProperties":false');
  });
});
