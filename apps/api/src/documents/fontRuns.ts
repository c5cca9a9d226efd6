/** The fonts a document's text is set in: Devanagari runs in one, everything else in the other. */
export type Script = 'latin' | 'devanagari';

/** A stretch of text set in one font. */
export interface FontRun {
  readonly script: Script;
  /** What is drawn: `original`, with each character neither font has made `REPLACEMENT`. */
  readonly text: string;
  /** What the run stands for; a PDF reader copies and searches this (the span's ActualText). */
  readonly original: string;
  /** The characters of `original` drawn as `REPLACEMENT`. */
  readonly unprintable: readonly string[];
}

/** Drawn for a character neither font has (Noto Sans has it): visible, never a wrong letter. */
export const REPLACEMENT = '\uFFFD';

/** Devanagari letters, signs and digits, and the dandas it shares with other Indic scripts. */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
/** Spaces, punctuation, digits, joiners and combining marks: set in the font of their neighbour. */
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * `text` cut into runs by script, so a shaping font sees only its own script: a Devanagari
 * letter goes to the Devanagari font, any other letter to the Latin one, and a neutral
 * character (a space, a comma, a combining accent, a joiner) stays with the run before it when
 * that font has it. A character the chosen font lacks goes to the other font; one neither has
 * is drawn as `REPLACEMENT` (and kept in `original`), never as another font's wrong glyph.
 */
export function fontRuns(
  text: string,
  has: (script: Script, codePoint: number) => boolean,
): FontRun[] {
  const runs: { script: Script; text: string; original: string; unprintable: string[] }[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const previous = runs.at(-1)?.script;
    const wanted: Script = DEVANAGARI.test(character)
      ? 'devanagari'
      : NEUTRAL.test(character) && previous
        ? previous
        : 'latin';
    const other: Script = wanted === 'latin' ? 'devanagari' : 'latin';
    const script = has(wanted, codePoint) ? wanted : has(other, codePoint) ? other : undefined;
    const drawn = script ? character : REPLACEMENT;
    const into = script ?? 'latin';
    let last = runs.at(-1);
    if (last?.script !== into) {
      last = { script: into, text: '', original: '', unprintable: [] };
      runs.push(last);
    }
    last.text += drawn;
    last.original += character;
    if (!script) last.unprintable.push(character);
  }
  return runs;
}

/** The characters of the runs that neither font has, each once, in order. */
export const unprintableIn = (runs: readonly FontRun[]): string[] => [
  ...new Set(runs.flatMap((run) => run.unprintable)),
];
