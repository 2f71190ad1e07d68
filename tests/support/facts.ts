import { facts } from "#app/content/shared/facts/data.ts";

/**
 * Each fact the site promises, with a pattern for the ways it could be said: a match that is not the
 * fact's one wording (app/content/shared/facts) restates it in other words. Shared by the page and the
 * mail tests.
 */
const families: { fact: string; pattern: RegExp; allowed: string[] }[] = [
  {
    fact: "time to fill in the application",
    pattern:
      /\b(?:about|around|roughly|under|less than|only|just|takes?|in)\s+(?:a|an|one|two|three|five|ten|fifteen|twenty|thirty|\d+)\s+(?:minutes?|hours?|days?)\b/gi,
    allowed: [facts.applicationFormTime, `within ${facts.signInLinkMinutes} minutes`],
  },
  {
    fact: "reply time",
    pattern:
      /\b(?:within|in)\s+(?:a few|a|one|two|three|four|five|\d+)(?:\s*[–-]\s*\d+)?\s+(?:business\s+|working\s+)?(?:days?|hours?)\b|\bwithin days\b/gi,
    allowed: [facts.replyTime],
  },
  {
    fact: "a process step's duration",
    pattern: /\b[1-9]\s*(?:[–-]|to)\s*[1-9]\s+(?:days|weeks)\b|\b(?:about|in|takes?)\s+(?:a|one|1)\s+(?:day|week)\b/gi,
    allowed: Object.values(facts.steps),
  },
  {
    fact: "the whole process",
    pattern: /\b(?:as little as|within|takes?|close in)\s+(?:\w+\s+to\s+)?\w+\s+weeks\b/gi,
    allowed: [`as little as ${facts.quickestClose}`, `within ${facts.usualClose}`],
  },
];

/** Every phrase in the text that states one of the facts in words other than the facts module's. */
export function restatedFacts(text: string): string[] {
  const found: string[] = [];
  for (const family of families) {
    for (const match of text.matchAll(family.pattern)) {
      const said = match[0].replace(/\s+/g, " ");
      const fits = family.allowed.some((wording) => said.toLowerCase().endsWith(wording.toLowerCase()));
      if (!fits) found.push(`${family.fact}: "${said}"`);
    }
  }
  return found;
}
