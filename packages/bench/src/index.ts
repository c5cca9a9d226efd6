export { CHROMIUM, CHROMIUM_FLAGS, chromiumVersion, ensureChromium } from './chromium.js';
export { buildWebFrom, contentWithPhoto, noisyPhoto, webCacheDir } from './photoSite.js';
export { against, describeMachine, markdownTable, median, type Row } from './report.js';
export { freePort, type Server, startServer } from './servers.js';
export { type Site, startSite } from './site.js';
