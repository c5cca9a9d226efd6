import { DEFAULT_LANG, isLang } from '@hotel/i18n';
import { formatJsonPath, type Problem, type Severity } from './problem.js';

/**
 * Values an editor must replace before the site goes live: the demo's example domains, phone
 * numbers of zeros, "Plot 0", the word "Example", lorem ipsum, and social links to a network's
 * home page instead of the hotel's own page. `pnpm content:check` lists them as warnings;
 * `pnpm content:check --launch` fails on them. (A GSTIN with a wrong check character is an error
 * of the schema in both modes.)
 */

/** Domains reserved for examples (RFC 2606 and RFC 6761), in an e-mail address or a URL. */
const EXAMPLE_DOMAIN =
  /(?:^|[@/.\s])(?:example\.(?:com|org|net)|[\w-]+\.(?:example|test|invalid|localhost))(?=$|[/:?#\s>),])/i;
const PHONE = /^\+?[\d\s().-]{8,}$/;
const PLOT_ZERO = /\bPlot\s+(?:No\.?\s*)?0\b/i;
const EXAMPLE_WORD = /\bExample\b/;
const LOREM = /\blorem ipsum\b/i;
const SOCIAL_HOSTS =
  /^(?:www\.|m\.)?(?:facebook\.com|instagram\.com|x\.com|twitter\.com|youtube\.com|linkedin\.com|pinterest\.com|tripadvisor\.(?:com|in)|wa\.me)$/i;

/** Digits that cannot be a real number: a run of five zeros, or 1234567890 / 9876543210. */
function isPlaceholderPhone(value: string): boolean {
  if (!PHONE.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return /0{5}/.test(digits) || /1234567890|9876543210/.test(digits);
}

function homePageOfNetwork(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return SOCIAL_HOSTS.test(url.hostname) && url.pathname.replace(/\/+$/, '') === '';
  } catch {
    return false;
  }
}

/** Why a text is a placeholder, in words, or undefined when it looks real. */
export function placeholderReason(value: string): string | undefined {
  if (EXAMPLE_DOMAIN.test(value)) {
    return 'uses a domain reserved for examples (example.com and the like): put the real address';
  }
  if (isPlaceholderPhone(value)) return 'is a placeholder phone number: put the real one';
  if (PLOT_ZERO.test(value)) return 'has the placeholder "Plot 0": put the real plot number';
  if (homePageOfNetwork(value)) {
    return "links to the network's home page, not the hotel's own page there: put the page's address, or remove the link";
  }
  if (EXAMPLE_WORD.test(value)) return 'names "Example", a placeholder: put the real name';
  if (LOREM.test(value)) return 'is lorem ipsum: write the real text';
  return undefined;
}

const isTextInLanguages = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  DEFAULT_LANG in value &&
  Object.keys(value).every(isLang);

/**
 * Every placeholder in the content files (`files` maps each path under `json/` to its parsed
 * JSON), located by file and JSON path, with the given severity.
 */
export function findPlaceholders(
  files: Readonly<Record<string, unknown>>,
  severity: Severity,
): Problem[] {
  const problems: Problem[] = [];
  const visit = (file: string, value: unknown, path: PropertyKey[], lang?: string) => {
    if (typeof value === 'string') {
      const message = placeholderReason(value);
      const where = formatJsonPath(path) + (lang && lang !== DEFAULT_LANG ? ` (${lang})` : '');
      if (message) problems.push({ severity, file, path: where, message });
    } else if (isTextInLanguages(value)) {
      // A text in each language: named as content:check names a missing one, `path (mr)`.
      for (const [key, item] of Object.entries(value)) visit(file, item, path, key);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(file, item, [...path, index]);
      });
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key !== '$schema') visit(file, item, [...path, key]);
      }
    }
  };
  for (const [file, json] of Object.entries(files)) visit(file, json, []);
  return problems;
}
