import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from '../check/problem.js';
import { propertyFile } from '../routes.js';
import type { Content, Image } from '../types.js';

/** Every image slot of the content, with where it is declared. */
export function imageSlots(content: Content): { file: string; path: string; image: Image }[] {
  const slots: { file: string; path: string; image: Image }[] = [];
  const add = (file: string, path: string, image: Image | undefined): void => {
    if (image) slots.push({ file, path, image });
  };
  add('site.json', 'logo', content.site.logo);
  add('site.json', 'ogImage', content.site.ogImage);
  for (const property of content.properties) {
    const file = propertyFile(property.id);
    add(file, 'cardImage', property.cardImage);
    property.carousel.forEach((slide, index) => {
      add(file, `carousel[${index}].image`, slide.image);
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

/** Checks that every image file exists and that an SVG's size matches its slot's width and height. */
export function checkImages(content: Content, imagesDir: string): Problem[] {
  const problems: Problem[] = [];
  for (const { file, path, image } of imageSlots(content)) {
    const onDisk = join(imagesDir, image.src);
    if (!existsSync(onDisk)) {
      problems.push({
        severity: 'error',
        file,
        path: `${path}.src`,
        message: `the file images/${image.src} does not exist`,
      });
      continue;
    }
    if (image.src.endsWith('.svg')) {
      const size = svgSize(readFileSync(onDisk, 'utf8'));
      if (size && (size.width !== image.width || size.height !== image.height)) {
        problems.push({
          severity: 'error',
          file,
          path,
          message: `says ${image.width}×${image.height}, but images/${image.src} is ${size.width}×${size.height}`,
        });
      }
    }
  }
  return problems;
}
