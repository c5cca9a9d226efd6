/** Where the web app serves a content image (`packages/content/images/<src>`). */
export const imageUrl = (src: string): string => `/${src}`;
