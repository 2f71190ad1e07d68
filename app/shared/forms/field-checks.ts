import type { z } from "zod";
import type { FieldCheck } from "#app/public-forms/document-scripts/field-check.ts";
import { constraintsOf } from "./schema-rules.ts";

/*
 * The browser's check of a public form (app/public-forms/document-scripts/field-check.ts), worked out from the form's zod
 * schema on the server: required from Conform's constraints, the length limit and patterns from the schema's own
 * checks, and every message by asking the schema what it says about a value that fails that way. zod never
 * reaches the browser, and no rule is written twice.
 */

interface SchemaNode {
  _zod: {
    def: {
      in?: SchemaNode;
      out?: SchemaNode;
      innerType?: SchemaNode;
      /** A format's pattern (z.email()). */
      pattern?: RegExp;
      maximum?: undefined;
      checks?: { _zod: { def: { check: string; maximum?: number; pattern?: RegExp } } }[];
    };
  };
}

/** The tightest length limit and every pattern the field's schema, its checks and the schemas it wraps hold. */
function limitsOf(node: SchemaNode | undefined, found: { maxLength?: number; patterns: string[] }) {
  if (!node) return found;
  const { def } = node._zod;
  for (const { maximum, pattern } of [def, ...(def.checks ?? []).map((check) => check._zod.def)]) {
    if (maximum !== undefined) found.maxLength = Math.min(found.maxLength ?? Infinity, maximum);
    if (pattern) found.patterns.push(pattern.source);
  }
  for (const inner of [def.in, def.out, def.innerType]) limitsOf(inner, found);
  return found;
}

function messageOf(field: z.ZodType, value: string): string | undefined {
  const result = field.safeParse(value);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message).join(" ");
}

/** A value the field accepts, to learn whether it trims: one of its choices, or a plain word, or an address. */
function acceptedSample(field: z.ZodType, choices: string[]): string | undefined {
  return [...choices, "x", "ada@example.com"].find((value) => field.safeParse(value).success);
}

export function fieldChecksOf(schema: z.ZodObject): Record<string, FieldCheck> {
  const constraints = constraintsOf(schema);
  const checks: Record<string, FieldCheck> = {};
  for (const [name, constraint] of Object.entries(constraints)) {
    const field = schema.shape[name] as z.ZodType | undefined;
    if (!field) continue;
    // A list of choices (a select) is Conform's pattern "A|B|C", matched whole as the platform's pattern is.
    const choices = constraint.pattern ? constraint.pattern.split("|") : [];
    const { maxLength, patterns } = limitsOf(field as unknown as SchemaNode, { patterns: [] });
    if (constraint.pattern) patterns.push(`^(?:${constraint.pattern})$`);
    const sample = acceptedSample(field, choices);
    const mismatch = patterns.length > 0 ? messageOf(field, "x") : undefined;
    checks[name] = {
      required: Boolean(constraint.required),
      trim: sample !== undefined && field.safeParse(` ${sample} `).success,
      ...(maxLength !== undefined && Number.isFinite(maxLength) ? { maxLength } : {}),
      ...(patterns.length > 0 ? { patterns } : {}),
      messages: {
        missing: messageOf(field, ""),
        tooLong: maxLength !== undefined ? messageOf(field, "x".repeat(maxLength + 1)) : undefined,
        mismatch,
      },
    };
  }
  return checks;
}
