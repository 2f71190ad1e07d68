// Abstract article art on a 2D canvas, seeded so each article keeps its own picture
// across rebuilds. Layout is in units of the canvas, so every size is the same image.
(function () {
  const { SECONDARY, background, vignette } = window.abstractKit; // from abstract-kit.js

  const mulberry32 = window.mulberry32; // from random.js

  // The order is the style numbers articles are built with (build-article-images.ts): append only.
  const STYLE_ORDER =
    "contours streams constellation orbits terrain ridgelines road fork corridor bars channels wafer balance assembly documentSheet";
  // Each from abstract-fields.js, abstract-roads.js, abstract-charts.js or abstract-objects.js.
  const STYLES = STYLE_ORDER.split(" ").map((name) => window.abstractCompositions[name]);
  if (!STYLES.every((draw) => typeof draw === "function")) throw new Error("Load ABSTRACT_ART (lib.ts) in its order.");

  /** `style` picks a composition; otherwise the seed does. */
  window.drawAbstract = function (canvas, seed, style) {
    const ctx = canvas.getContext("2d");
    const w = canvas.width;
    const h = canvas.height;
    const u = w / 1280;
    const rnd = mulberry32(seed);
    const pick = typeof style === "number" ? style : Math.floor(rnd() * STYLES.length);
    const secondary = SECONDARY[Math.floor(rnd() * SECONDARY.length)];
    ctx.globalCompositeOperation = "source-over";
    background(ctx, w, h, rnd, secondary);
    STYLES[pick % STYLES.length](ctx, w, h, u, rnd, secondary);
    vignette(ctx, w, h);
    return pick % STYLES.length;
  };
  window.abstractStyleCount = STYLES.length;
})();
