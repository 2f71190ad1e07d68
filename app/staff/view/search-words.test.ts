import { describe, expect, it } from "vitest";
import { searchWords } from "./search-words.ts";

describe("search words", () => {
  it("searches words with three letters or digits in a row, lower-cased and without accents", () => {
    expect(searchWords("  Lena HELIX ")).toMatchObject({ words: ["lena", "helix"], ignored: [] });
    expect(searchWords("Zoë 123 a@b.com")).toMatchObject({ words: ["zoe", "123", "a@b.com"], ignored: [] });
  });

  it("leaves out words with fewer, and says which", () => {
    expect(searchWords("z")).toEqual({ words: [], ignored: ["z"], spellings: [] });
    expect(searchWords("Ng robotics")).toMatchObject({ words: ["robotics"], ignored: ["Ng"] });
    expect(searchWords("a_b 50% e.x")).toEqual({ words: [], ignored: ["a_b", "50%", "e.x"], spellings: [] });
  });

  it("searches each word in its German spellings too, leaving out those too short to search", () => {
    expect(searchWords("Müller joe").spellings).toEqual([["muller", "mueller"], ["joe"]]);
    expect(searchWords("schroeder").spellings).toEqual([["schroeder", "schroder"]]);
  });
});
