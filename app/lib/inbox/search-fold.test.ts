import { describe, expect, it } from "vitest";
import { foldForSearch } from "./search-fold";

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
