// Palette and drawing helpers shared by the abstract compositions (abstract-*.js); abstract.js
// paints the background and vignette around one of them.
(function () {
  const TAU = Math.PI * 2;

  // Brass stays the accent; the second colour changes per article.
  const SECONDARY = [
    [93, 112, 153], // slate blue
    [63, 111, 115], // muted teal
    [98, 84, 130], // dusk violet
    [122, 138, 160], // steel
    [168, 107, 74], // copper
  ];
  const BRASS = [201, 164, 92];
  const LIGHT_BRASS = [236, 210, 150];

  const rgba = (c, a) => `rgba(${c[0]}, ${c[1]}, ${c[2]}, ${a})`;

  // Fills the whole canvas with `gradient`, given its [offset, colour] stops.
  function fillCanvas(ctx, w, h, gradient, stops) {
    for (const [offset, colour] of stops) gradient.addColorStop(offset, colour);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, w, h);
  }

  function background(ctx, w, h, rnd, secondary) {
    fillCanvas(ctx, w, h, ctx.createLinearGradient(0, 0, w, h), [
      [0, "#070b14"],
      [1, "#0e1628"],
    ]);
    const gx = w * (0.45 + rnd() * 0.45);
    const gy = h * (0.2 + rnd() * 0.6);
    fillCanvas(ctx, w, h, ctx.createRadialGradient(gx, gy, 0, gx, gy, w * 0.7), [
      [0, rgba(secondary, 0.32)],
      [0.5, rgba(secondary, 0.1)],
      [1, rgba(secondary, 0)],
    ]);
    const bx = w * (0.5 + rnd() * 0.45);
    const by = h * (0.1 + rnd() * 0.5);
    fillCanvas(ctx, w, h, ctx.createRadialGradient(bx, by, 0, bx, by, w * 0.35), [
      [0, rgba(BRASS, 0.16)],
      [1, rgba(BRASS, 0)],
    ]);
  }

  function vignette(ctx, w, h) {
    fillCanvas(ctx, w, h, ctx.createRadialGradient(w * 0.5, h * 0.5, h * 0.3, w * 0.5, h * 0.5, w * 0.75), [
      [0, "rgba(7, 11, 20, 0)"],
      [1, "rgba(7, 11, 20, 0.65)"],
    ]);
  }

  function dot(ctx, x, y, r, colour, alpha, haloAlpha) {
    if (haloAlpha > 0) {
      const halo = ctx.createRadialGradient(x, y, 0, x, y, r * 7);
      halo.addColorStop(0, rgba(colour, haloAlpha));
      halo.addColorStop(1, rgba(colour, 0));
      ctx.fillStyle = halo;
      ctx.beginPath();
      ctx.arc(x, y, r * 7, 0, TAU);
      ctx.fill();
    }
    ctx.fillStyle = rgba(colour, alpha);
    ctx.beginPath();
    ctx.arc(x, y, r, 0, TAU);
    ctx.fill();
  }

  // ——— Helpers of the scenes (roads, charts, objects) that echo an article's hero alt text. ———

  const lift = (c, by) => c.map((v) => Math.min(255, v + by));

  // Fills a strip along a centreline; cross-sections stay horizontal, as on a ground plane seen in perspective.
  function strip(ctx, points, widthAt, fill, edge, edgeWidth) {
    const left = [];
    const right = [];
    points.forEach((p, i) => {
      const half = widthAt(i / (points.length - 1)) / 2;
      left.push({ x: p.x - half, y: p.y });
      right.push({ x: p.x + half, y: p.y });
    });
    ctx.fillStyle = fill;
    ctx.beginPath();
    left.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    for (let i = right.length - 1; i >= 0; i--) ctx.lineTo(right[i].x, right[i].y);
    ctx.closePath();
    ctx.fill();
    if (!edge) return;
    ctx.strokeStyle = edge;
    ctx.lineWidth = edgeWidth;
    for (const side of [left, right]) {
      ctx.beginPath();
      side.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
      ctx.stroke();
    }
  }

  function quadPoints(a, c, b, n) {
    return Array.from({ length: n + 1 }, (_, i) => {
      const t = i / n;
      return {
        x: (1 - t) ** 2 * a.x + 2 * (1 - t) * t * c.x + t * t * b.x,
        y: (1 - t) ** 2 * a.y + 2 * (1 - t) * t * c.y + t * t * b.y,
      };
    });
  }

  function twilight(ctx, w, h, horizon, vx, secondary) {
    const sky = ctx.createLinearGradient(0, 0, 0, horizon);
    sky.addColorStop(0, "rgba(7, 11, 20, 0.6)");
    sky.addColorStop(1, rgba(secondary, 0.1));
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, w, horizon);
    fillCanvas(ctx, w, h, ctx.createRadialGradient(vx, horizon, 0, vx, horizon, w * 0.4), [
      [0, rgba(BRASS, 0.24)],
      [1, rgba(BRASS, 0)],
    ]);
    const ground = ctx.createLinearGradient(0, horizon, 0, h);
    ground.addColorStop(0, "#0c1322");
    ground.addColorStop(1, "#060a12");
    ctx.fillStyle = ground;
    ctx.fillRect(0, horizon, w, h - horizon);
  }

  function hills(ctx, w, h, u, rnd, horizon, secondary) {
    for (let layer = 0; layer < 3; layer++) {
      const p = rnd() * TAU;
      const f = 3 + rnd() * 4;
      const amp = h * (0.035 - layer * 0.008);
      const yAt = (x) => horizon - amp * (0.6 + 0.4 * Math.sin((x / w) * f + p)) - layer * -h * 0.004;
      ctx.fillStyle = layer === 2 ? "#0c1322" : `rgba(12, 18, 32, ${0.6 + layer * 0.2})`;
      ctx.beginPath();
      ctx.moveTo(0, horizon + 1);
      for (let x = 0; x <= w; x += 6 * u) ctx.lineTo(x, yAt(x));
      ctx.lineTo(w, horizon + 1);
      ctx.closePath();
      ctx.fill();
      ctx.strokeStyle = rgba(lift(secondary, 70), 0.25 + layer * 0.1);
      ctx.lineWidth = 1 * u;
      ctx.beginPath();
      ctx.moveTo(0, yAt(0));
      for (let x = 6 * u; x <= w; x += 6 * u) ctx.lineTo(x, yAt(x));
      ctx.stroke();
    }
  }

  function centreDashes(ctx, points, u, colour, alpha) {
    ctx.strokeStyle = rgba(colour, alpha);
    ctx.lineCap = "round";
    const n = points.length - 1;
    for (let i = 0; i < n; i += 2) {
      const t = i / n;
      ctx.lineWidth = Math.max(0.6, 5 * (1 - t) ** 1.4) * u;
      ctx.beginPath();
      ctx.moveTo(points[i].x, points[i].y);
      ctx.lineTo(points[i + 1].x, points[i + 1].y);
      ctx.stroke();
    }
    ctx.lineCap = "butt";
  }

  window.abstractKit = {
    TAU,
    SECONDARY,
    BRASS,
    LIGHT_BRASS,
    rgba,
    fillCanvas,
    background,
    vignette,
    dot,
    lift,
    strip,
    quadPoints,
    twilight,
    hills,
    centreDashes,
  };
})();
