import type { Submission, useForm } from "@conform-to/react";
import type { z } from "zod";

/** A form's schema: an object of fields, possibly with checks across them (typed-currency.schema.ts). */
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** What a form's check makes of a post: Conform's submission for the schema. */
export type SchemaSubmission<Schema extends FormSchema> = Submission<z.input<Schema>, string[], z.output<Schema>>;

/** A form's check in the browser: its zod schema, run through Conform. */
export type Validate<Schema extends FormSchema> = (formData: FormData) => SchemaSubmission<Schema>;

/** What the browser knows of each field before any check has run: required, maxLength… */
export type FieldConstraints = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
