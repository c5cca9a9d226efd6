import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from '../check/problem.js';
import { propertyFile } from '../routes.js';
import type { Content, Image } from '../types.js';
import { readPhotoSize } from './photos/makeVariants.js';
import { isPhoto, MAX_PHOTO_BYTES, MIN_CAROUSEL_WIDTH } from './photos/photoRules.js';

/** One image slot of the content, with where it is declared. */
export interface ImageSlot {
  readonly file: string;
  readonly path: string;
  readonly image: Image;
  /** A carousel slide: shown as wide as the screen. */
  readonly inCarousel: boolean;
}

/** Every image slot of the content, with where it is declared. */
export function imageSlots(content: Content): ImageSlot[] {
  const slots: ImageSlot[] = [];
  const add = (file: string, path: string, image: Image | undefined, inCarousel = false) => {
    if (image) slots.push({ file, path, image, inCarousel });
  };
  add('site.json', 'logo', content.site.logo);
  add('site.json', 'ogImage', content.site.ogImage);
  for (const property of content.properties) {
    const file = propertyFile(property.id);
    add(file, 'cardImage', property.cardImage);
    property.carousel.forEach((slide, index) => {
      add(file, `carousel[${index}].image`, slide.image, true);
    });
    if (property.kind === 'hotel') {
      property.rooms.forEach((room, r) => {
        add(file, `rooms[${r}].cardImage`, room.cardImage);
        room.gallery.forEach((image, g) => {
          add(file, `rooms[${r}].gallery[${g}]`, image);
        });
      });
    }
  }
  content.banquet.categories.forEach((category, index) => {
    add('banquet.json', `categories[${index}].image`, category.image);
  });
  return slots;
}

const svgSize = (svg: string): { width: number; height: number } | undefined => {
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = /\swidth="(\d+)"/.exec(tag)?.[1];
  const height = /\sheight="(\d+)"/.exec(tag)?.[1];
  return width && height ? { width: Number(width), height: Number(height) } : undefined;
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Checks every image slot's file: that it exists; that an SVG's size matches the slot's width
 * and height; that a photo can be read, is at most 10 MB, is at least 1200 px wide in a
 * carousel, and matches the width and height the slot gives, if it gives them.
 */
export async function checkImages(content: Content, imagesDir: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const { file, path, image, inCarousel } of imageSlots(content)) {
    const error = (at: string, message: string) =>
      problems.push({ severity: 'error', file, path: at, message });
    const onDisk = join(imagesDir, image.src);
    const name = `images/${image.src}`;
    if (!existsSync(onDisk)) {
      error(`${path}.src`, `the file ${name} does not exist`);
      continue;
    }
    let size: { width: number; height: number } | undefined;
    if (!isPhoto(image.src)) {
      size = svgSize(readFileSync(onDisk, 'utf8'));
    } else {
      const bytes = statSync(onDisk).size;
      if (bytes > MAX_PHOTO_BYTES) {
        error(
          `${path}.src`,
          `${name} is ${megabytes(bytes)}; a photo should be at most ${megabytes(MAX_PHOTO_BYTES)} (export it about 3000 px wide as JPEG quality 85)`,
        );
      }
      try {
        size = await readPhotoSize(onDisk);
      } catch (cause) {
        error(
          `${path}.src`,
          `${name} is not a readable image (${(cause as Error).message}); save it again as JPEG, PNG or WebP`,
        );
        continue;
      }
      if (inCarousel && size.width < MIN_CAROUSEL_WIDTH) {
        error(
          `${path}.src`,
          `${name} is ${size.width} px wide; a carousel photo should be at least ${MIN_CAROUSEL_WIDTH} px wide, or it looks blurred on a wide screen`,
        );
      }
    }
    const stated = image.width !== undefined && image.height !== undefined;
    if (size && stated && (size.width !== image.width || size.height !== image.height)) {
      error(
        path,
        `says ${image.width}×${image.height}, but ${name} is ${size.width}×${size.height}${isPhoto(image.src) ? ' (leave width and height out: the build reads them from the photo)' : ''}`,
      );
    }
  }
  return problems;
}
