/** `@hotel/content/photos` (Node only): what the web build uses to turn photos into variants. */
export { checkImages, type ImageSlot, imageSlots } from '../checkImages.js';
export { imagesDir } from '../paths.js';
export { buildContentPhotos } from './buildContentPhotos.js';
export { buildPhotos, type Photo, type PhotoBuild, type PhotoVariant } from './buildPhotos.js';
export { isPhoto, VARIANT_FORMATS, type VariantFormat } from './photoRules.js';
