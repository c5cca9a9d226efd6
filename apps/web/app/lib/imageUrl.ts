/** Where the web app serves a content image (`packages/content/images/<src>`). */
export const imageUrl = (src: string): string => `/${src}`;

/** Where the web build serves the photos' variants: under /assets/, cached as hashed assets are. */
export const PHOTOS_PATH = '/assets/photos/';

/** The address of one variant of a photo (its file name holds a content hash). */
export const photoUrl = (fileName: string): string => `${PHOTOS_PATH}${fileName}`;
