import { documentFonts, fontHas, type Weight } from './documentFonts.js';
import { type FontRun, fontRuns, unprintableIn } from './fontRuns.js';

export interface WriteOptions extends PDFKit.Mixins.TextOptions {
  readonly weight?: Weight;
}

export interface DocumentText {
  /** Writes `text` like pdfkit's `text(text, options)`, each script in its own font. */
  write(text: string, options?: WriteOptions): void;
  /** The same at `x`, `y`. */
  writeAt(text: string, x: number, y: number, options?: WriteOptions): void;
  /** The characters written so far that neither font has (drawn as the replacement sign). */
  unprintable(): readonly string[];
}

/**
 * Text for `pdf` in the document fonts. A Devanagari run, whose matras and conjuncts the font
 * draws out of the text's order, and a run with an unprintable character are each marked with
 * their real text (a span's ActualText), so a reader copies, searches and extracts what was
 * meant rather than the glyphs' order or the replacement sign.
 */
export function documentText(pdf: PDFKit.PDFDocument): DocumentText {
  const fonts = documentFonts();
  for (const script of ['latin', 'devanagari'] as const) {
    for (const weight of ['regular', 'bold'] as const) {
      // pdfkit takes a parsed fontkit font as well as a file's bytes (its typings list only the
      // bytes): the fonts are parsed once per process, not once per document.
      pdf.registerFont(`${script}-${weight}`, fonts[script][weight] as unknown as Buffer);
    }
  }
  const unprintable = new Set<string>();
  // pdfkit's current font and size, which its typings leave out.
  const current = pdf as unknown as { _font: { id: string }; _fontSize: number };

  /**
   * Closes a span. Poppler (pdftotext) places a span's ActualText with the graphics state at its
   * EMC, and pdfkit draws each piece of text inside its own q … Q, under a flip of the page and
   * its font; by the EMC both are gone, and pdftotext would put the words upside down on the
   * page, on a line of their own. So the EMC is written under the same flip and font (the empty
   * `q Q` makes poppler take the font up, as it does after each Q).
   */
  const endSpan = () => {
    const size = current._fontSize;
    pdf.addContent(`q 1 0 0 -1 0 ${pdf.page.height} cm /${current._font.id} ${size} Tf q Q`);
    pdf.endMarkedContent();
    pdf.addContent('Q');
  };

  function write(
    text: string,
    x: number | undefined,
    y: number | undefined,
    { weight = 'regular', ...options }: WriteOptions = {},
  ): void {
    const runs = fontRuns(text, fontHas);
    for (const character of unprintableIn(runs)) unprintable.add(character);
    const pieces = runs.flatMap((run) =>
      run.script === 'devanagari' || run.unprintable.length > 0
        ? wordsOf(run).map((word) => ({ ...word, script: run.script, marked: true }))
        : [{ text: run.text, original: run.original, script: run.script, marked: false }],
    );
    // pdfkit hangs a line from the top of its font's ascender; Noto Sans Devanagari's is lower
    // than Noto Sans's, so every piece of a line hangs from the Latin font's: one baseline.
    const baseline =
      (-fonts.latin.regular.ascent / fonts.latin.regular.unitsPerEm) * current._fontSize;
    // pdfkit reads an options object in x's place; an undefined x would drop the options.
    const first = (drawn: string, more: PDFKit.Mixins.TextOptions) =>
      x === undefined
        ? pdf.text(drawn, { baseline, ...more })
        : pdf.text(drawn, x, y, { baseline, ...more });
    if (pieces.length === 0) first('', options);
    pieces.forEach((piece, index) => {
      pdf.font(`${piece.script}-${weight}`);
      // One span a word: a line break falls between spans, never inside one.
      if (piece.marked) pdf.markContent('Span', { actual: piece.original });
      const continued = index < pieces.length - 1;
      if (index === 0) first(piece.text, { ...options, continued });
      else pdf.text(piece.text, { continued });
      if (piece.marked) endSpan();
    });
  }

  return {
    write: (text, options) => write(text, undefined, undefined, options),
    writeAt: write,
    unprintable: () => [...unprintable],
  };
}

/** A run cut after each word's trailing spaces, drawn text and original side by side. */
function wordsOf(run: FontRun): { text: string; original: string }[] {
  const drawn = [...run.text];
  const original = [...run.original];
  const words: { text: string; original: string }[] = [];
  let start = 0;
  drawn.forEach((character, index) => {
    const next = drawn[index + 1];
    if (next === undefined || (/\s/.test(character) && !/\s/.test(next))) {
      words.push({
        text: drawn.slice(start, index + 1).join(''),
        original: original.slice(start, index + 1).join(''),
      });
      start = index + 1;
    }
  });
  return words;
}
