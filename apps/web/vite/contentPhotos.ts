import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PhotoBuild } from '@hotel/content/photos';
import { type Plugin, runnerImport } from 'vite';
import { PHOTOS_PATH } from '../app/lib/imageUrl.ts';

/** The module the loaders import the photos from: `src` → size, placeholder and variants. */
const VIRTUAL_ID = 'virtual:content-photos';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Variants made once are kept here, by each photo's content hash, for the next build. */
const defaultCacheDir = fileURLToPath(new URL('../node_modules/.cache/photos/', import.meta.url));

let building: Promise<PhotoBuild> | undefined;

/**
 * The photos' variants, made once per process (the client and prerender builds share them).
 * @hotel/content is TypeScript: Vite's module runner loads it, as it loads react-router.config.ts.
 */
function photoBuild(cacheDir: string, log: (message: string) => void): Promise<PhotoBuild> {
  building ??= (async () => {
    const entry = fileURLToPath(import.meta.resolve('@hotel/content/photos'));
    const { module } = await runnerImport<typeof import('@hotel/content/photos')>(entry, {
      configFile: false,
      logLevel: 'warn',
    });
    const started = Date.now();
    const built = await module.buildContentPhotos({ cacheDir });
    log(
      `photos: ${Object.keys(built.photos).length} photo(s), ${built.files.length} variant(s); ` +
        `${built.encoded} encoded in ${Date.now() - started} ms, the rest from ${cacheDir}`,
    );
    return built;
  })();
  return building;
}

/**
 * The content's photos as responsive images: the loaders read each photo's size, placeholder and
 * variants from `virtual:content-photos`, and the client build writes the variants under
 * /assets/photos/ (the dev server serves them from the cache). A missing or unreadable photo
 * fails the build with content:check's message.
 */
export function contentPhotos({ cacheDir = defaultCacheDir } = {}): Plugin {
  let log: (message: string) => void = console.log;
  return {
    name: 'hotel:content-photos',
    configResolved(config) {
      log = (message) => config.logger.info(message);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { photos } = await photoBuild(cacheDir, log);
      return `export default ${JSON.stringify(photos)};`;
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const { files } = await photoBuild(cacheDir, log);
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${PHOTOS_PATH.slice(1)}${file.fileName}`,
          source: await readFile(file.path),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(PHOTOS_PATH, (request, response, next) => {
        photoBuild(cacheDir, log).then(({ files }) => {
          const name = decodeURIComponent((request.url ?? '').split('?')[0] ?? '').slice(1);
          const file = files.find((candidate) => candidate.fileName === name);
          if (!file) return next();
          response.setHeader('Content-Type', `image/${name.split('.').pop()}`);
          createReadStream(file.path).pipe(response);
        }, next);
      });
    },
  };
}
