/** The content's photos, made by apps/web/vite/contentPhotos.ts at build time, by `src`. */
declare module 'virtual:content-photos' {
  import type { Photo } from '@hotel/content/photos';

  const photos: Readonly<Record<string, Photo>>;
  export default photos;
}
