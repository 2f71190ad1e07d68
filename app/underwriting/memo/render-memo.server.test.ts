import { describe, expect, it } from "vitest";
import { renderMemo } from "./render-memo.server.ts";

describe("renderMemo", () => {
  it("renders the memo's headings one level down, lists, emphasis and tables", () => {
    const html = renderMemo("## Risks\n\n- **Churn** above 3 %\n\n| case | runway |\n|---|---|\n| base | 18 |");
    expect(html).toContain("<h3>Risks</h3>");
    expect(html).toContain("<li><strong>Churn</strong> above 3 %</li>");
    expect(html).toContain("<td>base</td>");
  });

  it("shows raw HTML as text and drops script links, handlers and images", () => {
    const html = renderMemo(
      [
        "<script>alert(1)</script>",
        '<img src=x onerror="alert(2)">',
        "inline <b onclick=alert(3)>bold</b>",
        "[click](javascript:alert(4)) [mail](mailto:cfo@example.com) [site](https://example.com)",
        "![pixel](https://tracker.example/p.gif)",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|<img|<b |javascript:|tracker/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('<a href="mailto:cfo@example.com">mail</a>');
    expect(html).toContain('<a href="https://example.com">site</a>');
    expect(html).toContain("click");
    expect(html).toContain("pixel");
  });
});
