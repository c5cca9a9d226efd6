import devanagariFont from '@fonts/noto-sans-devanagari.woff2';
import type { Lang } from '@hotel/i18n';

/**
 * The font file a page in each language preloads: Marathi and Hindi pages their Devanagari face
 * (vite/devanagariFont.ts, named in styles/global.css); English pages none, they use the device's.
 */
export const PAGE_FONT: Readonly<Record<Lang, string | undefined>> = {
  en: undefined,
  mr: devanagariFont,
  hi: devanagariFont,
};
