import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonSchemaFor } from '../node/jsonSchemas.js';
import { schemaDir } from '../node/paths.js';
import { type FileKind, fileSchemas } from '../schema/index.js';

for (const kind of Object.keys(fileSchemas) as FileKind[]) {
  const target = join(schemaDir, fileSchemas[kind].jsonSchema);
  writeFileSync(target, jsonSchemaFor(kind));
  console.log(`wrote ${target}`);
}
