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

/*
 * German spellings (issue 26): a German reader types ae, oe, ue for ä, ö, ü, and ß as ss. Stored text
 * keeps what was written (Müller folds to muller, Mueller to mueller), so each typed word is searched
 * in every spelling it may stand for: an umlaut as its vowel or the vowel and e, a typed ae, oe or ue
 * as written or as the umlaut's vowel. The word as typed always stays among them, so Manuel and
 * Samuel are found as written; ß needs nothing more, as it folds to ss on both sides.
 */
const UMLAUT_VOWELS: Readonly<Record<string, string>> = { ä: "a", ö: "o", ü: "u" };
/** At most this many spellings of one word (three umlauts or pairs; later ones keep their first spelling). */
const MAX_SPELLINGS = 8;

/** The ways of writing each letter of `word`, lower-cased: an umlaut or ae/oe/ue has two. */
function spellingPieces(word: string): string[][] {
  const letters = Array.from(word.normalize("NFC").toLowerCase());
  const pieces: string[][] = [];
  for (let index = 0; index < letters.length; index += 1) {
    const letter = letters[index] ?? "";
    const vowel = UMLAUT_VOWELS[letter];
    // "qu" is never ü: Enrique, Jacques and Quelle keep their ue.
    const spelledUmlaut = "aou".includes(letter) && letters[index + 1] === "e" && letters[index - 1] !== "q";
    if (vowel) pieces.push([letter, `${vowel}e`]);
    else if (spelledUmlaut) {
      pieces.push([`${letter}e`, letter]);
      index += 1;
    } else pieces.push([letter]);
  }
  return pieces;
}

/** Every spelling of a typed word, folded (foldForSearch), the word as typed first, without repeats. */
export function germanSpellings(word: string): string[] {
  let spellings = [""];
  for (const ways of spellingPieces(word)) {
    const room = Math.floor(MAX_SPELLINGS / spellings.length);
    const used = room >= ways.length ? ways : ways.slice(0, 1);
    spellings = spellings.flatMap((start) => used.map((way) => start + way));
  }
  return [...new Set(spellings.map(foldForSearch))];
}
