import { describe, expect, it } from "vitest";
import { founderMailByDefault } from "./stage-mail.ts";
import { APPLICATION_STATUSES, defaultMove, moveKind, nextStatuses } from "./workflow.ts";

/* Decision 058's table of transitions: which e-mail each may send the founder, and whether it does by default. */

describe("an application's moves", () => {
  it("go forward, to a decline or back, and each stage names its default", () => {
    const table = Object.fromEntries(
      APPLICATION_STATUSES.map((from) => [
        from,
        nextStatuses("applications", from).map(
          (to) =>
            `${to} (${moveKind("applications", from, to)}, mail: ${String(founderMailByDefault(from, to) ?? "none")})`,
        ),
      ]),
    );
    expect(table).toEqual({
      new: ["reviewing (forward, mail: true)", "declined (decline, mail: false)"],
      reviewing: ["due_diligence (forward, mail: true)", "declined (decline, mail: false)", "new (back, mail: none)"],
      due_diligence: [
        "funded (forward, mail: true)",
        "declined (decline, mail: false)",
        "reviewing (back, mail: false)",
      ],
      funded: ["due_diligence (back, mail: false)"],
      declined: ["reviewing (back, mail: false)", "due_diligence (back, mail: false)", "new (back, mail: none)"],
      withdrawn: [],
    });
  });

  it("offer the next forward stage first, and nothing preselected where there is none", () => {
    expect(APPLICATION_STATUSES.map((from) => defaultMove("applications", from))).toEqual([
      "reviewing",
      "due_diligence",
      "funded",
      "",
      "",
      "",
    ]);
    expect(defaultMove("messages", "answered")).toBe("archived");
    expect(defaultMove("messages", "archived")).toBe("");
    expect(defaultMove("subscribers", "pending")).toBe("");
  });
});
