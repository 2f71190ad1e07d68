import { describe, expect, it } from "vitest";
import { searchWords } from "./search-words";

describe("search words", () => {
  it("searches words with three letters or digits in a row, lower-cased and without accents", () => {
    expect(searchWords("  Lena HELIX ")).toEqual({ words: ["lena", "helix"], ignored: [] });
    expect(searchWords("Zoë 123 a@b.com")).toEqual({ words: ["zoe", "123", "a@b.com"], ignored: [] });
  });

  it("leaves out words with fewer, and says which", () => {
    expect(searchWords("z")).toEqual({ words: [], ignored: ["z"] });
    expect(searchWords("Ng robotics")).toEqual({ words: ["robotics"], ignored: ["Ng"] });
    expect(searchWords("a_b 50% e.x")).toEqual({ words: [], ignored: ["a_b", "50%", "e.x"] });
  });
});
