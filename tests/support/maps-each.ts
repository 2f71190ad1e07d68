import { expect, it } from "vitest";

/**
 * One test per `[input, expected]` row: `fn(input)` must be `expected`.
 * `alsoCheck` runs on every row's output, for checks the whole table shares.
 */
export function itMapsEach<Input, Output>(
  title: string,
  fn: (input: Input) => Output,
  cases: ReadonlyArray<readonly [Input, Output]>,
  alsoCheck?: (output: Output) => void,
): void {
  it.each(cases.map(([input, expected]): [Input, Output] => [input, expected]))(title, (input, expected) => {
    const output = fn(input);
    expect(output).toBe(expected);
    alsoCheck?.(output);
  });
}
