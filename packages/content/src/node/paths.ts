import { fileURLToPath } from 'node:url';

/** Folders of this package on disk (Node only). */
export const packageDir = fileURLToPath(new URL('../../', import.meta.url));
export const jsonDir = fileURLToPath(new URL('../../json/', import.meta.url));
export const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));
export const imagesDir = fileURLToPath(new URL('../../images/', import.meta.url));
