import { describe, expect, it } from "vitest";
import { foldForSearch, germanSpellings } from "./search-fold.ts";

describe("foldForSearch", () => {
  it.each([
    ["Schröder", "schroder"],
    ["SØRENSEN", "sorensen"],
    ["Łukasz Wójcik", "lukasz wojcik"],
    ["Straße", "strasse"],
    ["Ærø Œuvre", "aero oeuvre"],
    ["José María Núñez", "jose maria nunez"],
    ["ﬁnance", "finance"],
    ["ada@analytical.example", "ada@analytical.example"],
  ])("folds %s to %s", (typed, folded) => {
    expect(foldForSearch(typed)).toBe(folded);
  });
});

describe("germanSpellings", () => {
  it.each([
    ["mueller", ["mueller", "muller"]],
    ["Müller", ["muller", "mueller"]],
    ["SCHROEDER", ["schroeder", "schroder"]],
    ["Jäger", ["jager", "jaeger"]],
    ["straße", ["strasse"]],
    ["Manuel", ["manuel", "manul"]],
    ["Enrique", ["enrique"]],
    ["helix", ["helix"]],
    ["zoe", ["zoe", "zo"]],
  ])("spells %s as %j", (typed, spellings) => {
    expect(germanSpellings(typed)).toEqual(spellings);
  });

  it("keeps to a few spellings however many umlauts a word holds", () => {
    const spellings = germanSpellings("äöüäöüäöü");
    expect(spellings[0]).toBe("aouaouaou");
    expect(spellings.length).toBeLessThanOrEqual(8);
  });
});
