import { foldForSearch, germanSpellings } from "./search-fold.ts";

/*
 * Which words of a staff search are searched (issue 21). SQLite finds words through trigrams
 * (three-character pieces), PostgreSQL through word prefixes; a word without three letters or digits
 * in a row has no trigram and a prefix that matches most leads, so matching it meant reading every
 * lead (0.6 s at 100,000). Such words are left out and the page says so; a search of only such
 * words lists nothing and asks for more letters.
 */

/** The fewest letters or digits in a row that make a word searchable. */
export const MIN_SEARCH_RUN = 3;
/** At most this many words count; the rest are dropped silently, as before. */
const MAX_WORDS = 8;

const searchable = (word: string) => new RegExp(`[\\p{L}\\p{N}]{${MIN_SEARCH_RUN}}`, "u").test(word);

export interface SearchWords {
  /** Words that are searched, folded (./search-fold.ts); every one must appear. */
  words: string[];
  /** Words as typed that are too short to search. */
  ignored: string[];
  /**
   * Each searched word's German spellings (./search-fold.ts), the word itself first: a lead matches the
   * word when it holds any of them. A spelling too short to search is left out ("joe" is not also "jo").
   */
  spellings: string[][];
}

export function searchWords(query: string): SearchWords {
  const typed = query.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const searched = typed.filter(searchable);
  return {
    words: searched.map(foldForSearch),
    ignored: typed.filter((word) => !searchable(word)),
    spellings: searched.map((word) => germanSpellings(word).filter(searchable)),
  };
}
