/*
 * Staff search ignores case and accents (issue 20): "Schroder" finds Schröder, "sorensen" finds
 * Sørensen. Typed words and stored text fold the same way: decomposed, marks dropped, lower-cased,
 * and the Latin letters that do not decompose spelled out, as PostgreSQL's unaccent does.
 */

/** Letters without a decomposition, and what they fold to (lower case; upper case is lowered first). */
export const UNDECOMPOSED_LETTERS: Readonly<Record<string, string>> = {
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

const UNDECOMPOSED = new RegExp(`[${Object.keys(UNDECOMPOSED_LETTERS).join("")}]`, "gu");

export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(UNDECOMPOSED, (letter) => UNDECOMPOSED_LETTERS[letter] ?? letter);
}
