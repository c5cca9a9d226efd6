import { formatProblem } from '../../check/problem.js';
import { content } from '../../index.js';
import { checkImages, imageSlots } from '../checkImages.js';
import { imagesDir } from '../paths.js';
import { buildPhotos, type PhotoBuild } from './buildPhotos.js';
import { isPhoto } from './photoRules.js';

/**
 * The site's photos for a build: checks the content's images as `pnpm content:check` does
 * (throwing its messages on any error: a build never ships a missing or unreadable photo), then
 * makes the variants of every photo slot, encoding only photos the cache has not seen.
 */
export async function buildContentPhotos({
  cacheDir,
}: {
  readonly cacheDir: string;
}): Promise<PhotoBuild> {
  const errors = (await checkImages(content, imagesDir)).filter(
    (problem) => problem.severity === 'error',
  );
  if (errors.length > 0) {
    throw new Error(
      `The content's images have ${errors.length} error(s); run pnpm content:check.\n${errors.map(formatProblem).join('\n')}`,
    );
  }
  const srcs = imageSlots(content)
    .map((slot) => slot.image.src)
    .filter(isPhoto);
  return buildPhotos({ srcs, imagesDir, cacheDir });
}
