// Abstract article art on a 2D canvas, seeded so each article keeps its own picture
// across rebuilds. Layout is in units of the canvas, so every size is the same image.
(function () {
  const TAU = Math.PI * 2;

  const mulberry32 = window.mulberry32; // from random.js

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

  // Topographic contours: nested, wobbling rings around a few summits.
  function contours(ctx, w, h, u, rnd, secondary) {
    const summits = Array.from({ length: 2 + Math.floor(rnd() * 2) }, () => ({
      x: w * (0.3 + rnd() * 0.6),
      y: h * (0.2 + rnd() * 0.6),
      rings: 9 + Math.floor(rnd() * 7),
      spacing: (0.022 + rnd() * 0.018) * w,
      harmonics: Array.from({ length: 4 }, (_, k) => ({ a: (0.05 + rnd() * 0.12) / (k + 1), p: rnd() * TAU })),
      squash: 0.55 + rnd() * 0.35,
      tilt: rnd() * Math.PI,
    }));
    for (const summit of summits) {
      for (let ring = 1; ring <= summit.rings; ring++) {
        const radius = ring * summit.spacing;
        const highlight = ring % 4 === 0;
        ctx.strokeStyle = highlight
          ? rgba(BRASS, 0.55)
          : rgba(
              secondary.map((c) => Math.min(255, c + 60)),
              0.22 + 0.18 * (1 - ring / summit.rings),
            );
        ctx.lineWidth = (highlight ? 1.6 : 1.1) * u;
        ctx.beginPath();
        for (let step = 0; step <= 180; step++) {
          const angle = (step / 180) * TAU;
          let r = 1;
          summit.harmonics.forEach((hm, k) => (r += hm.a * Math.sin((k + 2) * angle + hm.p + ring * 0.15)));
          const ex = Math.cos(angle) * radius * r;
          const ey = Math.sin(angle) * radius * r * summit.squash;
          const x = summit.x + ex * Math.cos(summit.tilt) - ey * Math.sin(summit.tilt);
          const y = summit.y + ex * Math.sin(summit.tilt) + ey * Math.cos(summit.tilt);
          if (step === 0) ctx.moveTo(x, y);
          else ctx.lineTo(x, y);
        }
        ctx.closePath();
        ctx.stroke();
      }
      dot(ctx, summit.x, summit.y, 3 * u, LIGHT_BRASS, 0.9, 0.3);
    }
  }

  // Streams: many lines converging from the left into one bright line of light.
  function streams(ctx, w, h, u, rnd, secondary) {
    const focusX = w * (0.62 + rnd() * 0.18);
    const focusY = h * (0.4 + rnd() * 0.2);
    const count = 46 + Math.floor(rnd() * 20);
    for (let i = 0; i < count; i++) {
      const startY = h * (-0.1 + 1.2 * (i / (count - 1))) + (rnd() - 0.5) * h * 0.03;
      const c1x = w * (0.2 + rnd() * 0.15);
      const c2x = w * (0.4 + rnd() * 0.15);
      const brass = rnd() < 0.22;
      const colour = brass ? BRASS : secondary.map((c) => Math.min(255, c + 70));
      const gradient = ctx.createLinearGradient(0, 0, focusX, 0);
      gradient.addColorStop(0, rgba(colour, 0.05));
      gradient.addColorStop(1, rgba(colour, brass ? 0.75 : 0.45));
      ctx.strokeStyle = gradient;
      ctx.lineWidth = (brass ? 1.3 : 0.9) * u;
      ctx.beginPath();
      ctx.moveTo(-10 * u, startY);
      ctx.bezierCurveTo(c1x, startY, c2x, focusY + (startY - focusY) * 0.15, focusX, focusY);
      ctx.stroke();
    }
    const beam = ctx.createLinearGradient(focusX, 0, w, 0);
    beam.addColorStop(0, rgba(LIGHT_BRASS, 0.95));
    beam.addColorStop(1, rgba(LIGHT_BRASS, 0.15));
    ctx.strokeStyle = beam;
    ctx.lineWidth = 2.2 * u;
    ctx.beginPath();
    ctx.moveTo(focusX, focusY);
    ctx.lineTo(w + 10 * u, focusY);
    ctx.stroke();
    dot(ctx, focusX, focusY, 4 * u, LIGHT_BRASS, 1, 0.45);
  }

  // Constellation: a network of nodes over a faint dot grid, like cities joined by routes.
  function constellation(ctx, w, h, u, rnd, secondary) {
    const gap = 22 * u;
    ctx.fillStyle = rgba(
      secondary.map((c) => Math.min(255, c + 50)),
      0.18,
    );
    for (let y = gap / 2; y < h; y += gap) {
      for (let x = gap / 2; x < w; x += gap) ctx.fillRect(x, y, 1.2 * u, 1.2 * u);
    }
    const hubs = Array.from({ length: 4 + Math.floor(rnd() * 3) }, () => ({
      x: w * (0.12 + rnd() * 0.8),
      y: h * (0.15 + rnd() * 0.7),
    }));
    const nodes = [];
    for (const hub of hubs) {
      const n = 6 + Math.floor(rnd() * 8);
      for (let i = 0; i < n; i++) {
        const a = rnd() * TAU;
        const r = Math.pow(rnd(), 1.5) * w * 0.12;
        nodes.push({ x: hub.x + Math.cos(a) * r, y: hub.y + Math.sin(a) * r * 0.8, size: 0.8 + rnd() * 1.6 });
      }
      nodes.push({ x: hub.x, y: hub.y, size: 3, hub: true });
    }
    const reach = w * 0.1;
    ctx.lineWidth = 1 * u;
    for (let i = 0; i < nodes.length; i++) {
      for (let j = i + 1; j < nodes.length; j++) {
        const d = Math.hypot(nodes[i].x - nodes[j].x, nodes[i].y - nodes[j].y);
        if (d > reach) continue;
        ctx.strokeStyle = rgba(BRASS, Math.pow(1 - d / reach, 1.5) * 0.5);
        ctx.beginPath();
        ctx.moveTo(nodes[i].x, nodes[i].y);
        ctx.lineTo(nodes[j].x, nodes[j].y);
        ctx.stroke();
      }
    }
    ctx.lineWidth = 1.4 * u;
    for (let i = 0; i < hubs.length - 1; i++) {
      const a = hubs[i];
      const b = hubs[i + 1];
      const mx = (a.x + b.x) / 2;
      const my = Math.min(a.y, b.y) - h * 0.12;
      ctx.strokeStyle = rgba(LIGHT_BRASS, 0.55);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.quadraticCurveTo(mx, my, b.x, b.y);
      ctx.stroke();
    }
    for (const node of nodes)
      dot(ctx, node.x, node.y, node.size * u * 1.4, LIGHT_BRASS, node.hub ? 1 : 0.75, node.hub ? 0.4 : 0.12);
  }

  // Orbits: tilted ellipses with nodes riding on partial brass arcs.
  function orbits(ctx, w, h, u, rnd, secondary) {
    const cx = w * (0.45 + rnd() * 0.3);
    const cy = h * (0.42 + rnd() * 0.16);
    const tilt = -0.3 + rnd() * 0.6;
    const count = 7 + Math.floor(rnd() * 4);
    for (let i = 1; i <= count; i++) {
      const rx = w * 0.06 * i;
      const ry = rx * (0.32 + rnd() * 0.12);
      ctx.lineWidth = 1 * u;
      ctx.strokeStyle = rgba(
        secondary.map((c) => Math.min(255, c + 70)),
        0.3,
      );
      ctx.beginPath();
      ctx.ellipse(cx, cy, rx, ry, tilt, 0, TAU);
      ctx.stroke();
      const start = rnd() * TAU;
      const sweep = 0.4 + rnd() * 1.4;
      ctx.lineWidth = 1.8 * u;
      ctx.strokeStyle = rgba(BRASS, 0.8);
      ctx.beginPath();
      ctx.ellipse(cx, cy, rx, ry, tilt, start, start + sweep);
      ctx.stroke();
      const end = start + sweep;
      const ex = cx + rx * Math.cos(end) * Math.cos(tilt) - ry * Math.sin(end) * Math.sin(tilt);
      const ey = cy + rx * Math.cos(end) * Math.sin(tilt) + ry * Math.sin(end) * Math.cos(tilt);
      dot(ctx, ex, ey, 2.6 * u, LIGHT_BRASS, 1, 0.35);
    }
    dot(ctx, cx, cy, 7 * u, LIGHT_BRASS, 0.95, 0.5);
  }

  // Terrain: a dot mesh lifted by a wave surface, brighter on the crests.
  function terrain(ctx, w, h, u, rnd, secondary) {
    const waves = Array.from({ length: 3 }, () => ({
      fx: 2 + rnd() * 5,
      fy: 2 + rnd() * 4,
      p: rnd() * TAU,
      a: 0.5 + rnd() * 0.5,
    }));
    const cols = 56;
    const rows = 26;
    const lifted = secondary.map((c) => Math.min(255, c + 80));
    for (let j = 0; j < rows; j++) {
      const nz = j / (rows - 1);
      const depth = 0.3 + 0.7 * nz;
      const row = [];
      for (let i = 0; i < cols; i++) {
        const nx = i / (cols - 1);
        let height = 0;
        for (const wave of waves) height += wave.a * Math.sin(nx * wave.fx + nz * wave.fy + wave.p);
        height /= 1.7;
        row.push({
          x: w * (0.5 + (nx - 0.5) * (0.8 + 0.9 * depth)),
          y: h * (0.3 + nz * 0.62) - height * h * 0.2 * depth,
          crest: Math.max(0, height),
        });
      }
      ctx.strokeStyle = rgba(lifted, 0.1 + 0.14 * depth);
      ctx.lineWidth = 1 * u;
      ctx.beginPath();
      row.forEach((p, i) => {
        if (i === 0) ctx.moveTo(p.x, p.y);
        else ctx.lineTo(p.x, p.y);
      });
      ctx.stroke();
      for (const p of row) {
        const colour = p.crest > 0.22 ? LIGHT_BRASS : lifted;
        ctx.fillStyle = rgba(colour, (0.35 + p.crest * 0.65) * depth);
        ctx.beginPath();
        ctx.arc(p.x, p.y, (1.1 + p.crest * 2.2) * depth * u * 1.8, 0, TAU);
        ctx.fill();
      }
    }
  }

  // Ridgelines: stacked profiles, each hiding the one behind it, like a relief map seen from the side.
  function ridgelines(ctx, w, h, u, rnd, secondary) {
    const layers = 20 + Math.floor(rnd() * 6);
    const peaks = Array.from({ length: 2 + Math.floor(rnd() * 2) }, () => ({
      x: 0.3 + rnd() * 0.6,
      width: 0.04 + rnd() * 0.07,
    }));
    const lifted = secondary.map((c) => Math.min(255, c + 80));
    for (let layer = 0; layer < layers; layer++) {
      const base = h * (0.3 + (layer / layers) * 0.68);
      const noise = Array.from({ length: 3 }, () => ({ f: 6 + rnd() * 14, p: rnd() * TAU, a: 0.08 + rnd() * 0.1 }));
      const heights = peaks.map(() => 0.15 + rnd() * 0.85);
      const shifts = peaks.map(() => (rnd() - 0.5) * 0.08);
      const yAt = (x) => {
        const nx = x / w;
        let lift = 0;
        peaks.forEach(
          (peak, k) => (lift += heights[k] * Math.exp(-Math.pow((nx - peak.x - shifts[k]) / peak.width, 2))),
        );
        let ripple = 0;
        for (const n of noise) ripple += n.a * Math.sin(nx * n.f + n.p);
        return base - h * 0.1 * lift * (1 + ripple) - h * 0.008 * ripple;
      };
      ctx.fillStyle = "rgba(8, 12, 22, 0.96)";
      ctx.beginPath();
      ctx.moveTo(0, h);
      for (let x = 0; x <= w; x += 4 * u) ctx.lineTo(x, yAt(x));
      ctx.lineTo(w, h);
      ctx.closePath();
      ctx.fill();
      const brass = layer % 6 === 3;
      ctx.strokeStyle = rgba(brass ? LIGHT_BRASS : lifted, brass ? 0.8 : 0.28 + 0.3 * (layer / layers));
      ctx.lineWidth = (brass ? 1.5 : 1.1) * u;
      ctx.beginPath();
      ctx.moveTo(0, yAt(0));
      for (let x = 4 * u; x <= w; x += 4 * u) ctx.lineTo(x, yAt(x));
      ctx.stroke();
    }
  }

  // ——— Compositions that echo an article's hero alt text, in the same line-art language. ———

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

  // A long road to the horizon with a brass centre line.
  function road(ctx, w, h, u, rnd, secondary) {
    const horizon = h * (0.42 + rnd() * 0.06);
    const vx = w * (0.52 + rnd() * 0.14);
    twilight(ctx, w, h, horizon, vx, secondary);
    hills(ctx, w, h, u, rnd, horizon, secondary);
    ctx.strokeStyle = rgba(lift(secondary, 60), 0.12);
    ctx.lineWidth = 1 * u;
    for (let i = -8; i <= 8; i++) {
      ctx.beginPath();
      ctx.moveTo(vx, horizon);
      ctx.lineTo(vx + i * w * 0.22, h);
      ctx.stroke();
    }
    const path = quadPoints(
      { x: vx - w * 0.08, y: h + 4 * u },
      { x: vx - w * 0.03, y: horizon + (h - horizon) * 0.45 },
      { x: vx, y: horizon },
      48,
    );
    strip(ctx, path, (t) => w * 0.7 * (1 - t) ** 1.15 + 1 * u, "#0e1526", rgba(lift(secondary, 80), 0.55), 1.2 * u);
    centreDashes(ctx, path, u, LIGHT_BRASS, 0.95);
  }

  // The same road, forking: one branch lit in brass, the other fading into shadow.
  function fork(ctx, w, h, u, rnd, secondary) {
    const horizon = h * 0.44;
    const split = { x: w * 0.5, y: horizon + (h - horizon) * 0.5 };
    const leftEnd = { x: w * (0.3 + rnd() * 0.05), y: horizon };
    const rightEnd = { x: w * (0.68 + rnd() * 0.05), y: horizon };
    twilight(ctx, w, h, horizon, rightEnd.x, secondary);
    hills(ctx, w, h, u, rnd, horizon, secondary);
    const trunk = quadPoints({ x: w * 0.5, y: h + 4 * u }, { x: w * 0.5, y: (h + split.y) / 2 }, split, 24);
    const trunkWidth = (t) => w * 0.6 * (1 - t * 0.72);
    const leftPath = quadPoints(split, { x: w * 0.44, y: split.y - (split.y - horizon) * 0.5 }, leftEnd, 40);
    const rightPath = quadPoints(split, { x: w * 0.56, y: split.y - (split.y - horizon) * 0.5 }, rightEnd, 40);
    const branchWidth = (t) => w * 0.168 * (1 - t) ** 1.3 + 0.5 * u;
    const fade = ctx.createLinearGradient(split.x, 0, leftEnd.x, 0);
    fade.addColorStop(0, rgba(lift(secondary, 60), 0.4));
    fade.addColorStop(1, rgba(lift(secondary, 60), 0));
    strip(ctx, leftPath, branchWidth, "rgba(9, 14, 25, 0.9)", fade, 1 * u);
    strip(ctx, rightPath, branchWidth, "#0f1628", rgba(BRASS, 0.75), 1.4 * u);
    strip(ctx, trunk, trunkWidth, "#0e1526", rgba(lift(secondary, 80), 0.5), 1.2 * u);
    centreDashes(ctx, trunk, u, LIGHT_BRASS, 0.9);
    centreDashes(
      ctx,
      rightPath.map((p, i) => ({ x: p.x, y: p.y, i })),
      u * 0.5,
      LIGHT_BRASS,
      0.95,
    );
    dot(ctx, rightEnd.x, rightEnd.y, 3 * u, LIGHT_BRASS, 1, 0.5);
  }

  // A clinical corridor in one-point perspective, softly out of focus, with one brass light line.
  function corridor(ctx, w, h, u, rnd, secondary) {
    const vx = w * (0.5 + (rnd() - 0.5) * 0.12);
    const vy = h * 0.46;
    const backW = w * 0.12;
    const backH = h * 0.2;
    const back = { l: vx - backW / 2, r: vx + backW / 2, t: vy - backH / 2, b: vy + backH / 2 };
    fillCanvas(ctx, w, h, ctx.createRadialGradient(vx, vy, 0, vx, vy, w * 0.35), [
      [0, rgba(lift(secondary, 40), 0.3)],
      [1, rgba(secondary, 0)],
    ]);
    ctx.filter = `blur(${1.6 * u}px)`;
    const at = (x, y, s) => ({ x: vx + (x - vx) * s, y: vy + (y - vy) * s });
    for (let i = 0; i < 9; i++) {
      const s = 1 / (1 + i * 0.55);
      const tl = at(-w * 0.05, -h * 0.1, s);
      const br = at(w * 1.05, h * 1.1, s);
      ctx.strokeStyle = rgba(lift(secondary, 70), 0.12 + 0.05 * (1 - s));
      ctx.lineWidth = 2 * u * s + 0.6 * u;
      ctx.strokeRect(tl.x, tl.y, br.x - tl.x, br.y - tl.y);
      const lamp = at(w * 0.5, -h * 0.02, s);
      ctx.fillStyle = rgba([230, 236, 246], 0.1 * s + 0.04);
      ctx.fillRect(lamp.x - w * 0.08 * s, lamp.y, w * 0.16 * s, 4 * u * s + 1);
    }
    ctx.strokeStyle = rgba(lift(secondary, 70), 0.25);
    ctx.lineWidth = 1 * u;
    for (const [x, y, bx, by] of [
      [0, 0, back.l, back.t],
      [w, 0, back.r, back.t],
      [0, h, back.l, back.b],
      [w, h, back.r, back.b],
    ]) {
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(bx, by);
      ctx.stroke();
    }
    const wall = ctx.createRadialGradient(vx, vy, 0, vx, vy, backW * 0.8);
    wall.addColorStop(0, rgba(lift(secondary, 70), 0.22));
    wall.addColorStop(1, rgba(lift(secondary, 40), 0.1));
    ctx.fillStyle = wall;
    ctx.fillRect(back.l, back.t, backW, backH);
    ctx.filter = "none";
    const railY = h * 0.74;
    const start = { x: -w * 0.02, y: railY };
    const end = { x: back.l, y: vy + (railY - vy) * (backW / w) };
    const beam = ctx.createLinearGradient(start.x, 0, end.x, 0);
    beam.addColorStop(0, rgba(LIGHT_BRASS, 0.95));
    beam.addColorStop(1, rgba(LIGHT_BRASS, 0.35));
    ctx.strokeStyle = beam;
    ctx.lineWidth = 2.4 * u;
    ctx.beginPath();
    ctx.moveTo(start.x, start.y);
    ctx.lineTo(end.x, end.y);
    ctx.stroke();
  }

  // Stacked translucent bars rising in sequence, their tops lit in brass.
  function bars(ctx, w, h, u, rnd, secondary) {
    const count = 11 + Math.floor(rnd() * 4);
    const left = w * 0.12;
    const right = w * 0.92;
    const floor = h * 0.84;
    const gap = (right - left) / count;
    ctx.strokeStyle = rgba(lift(secondary, 60), 0.12);
    ctx.lineWidth = 1 * u;
    for (let i = 0; i <= 5; i++) {
      const y = floor - i * h * 0.13;
      ctx.beginPath();
      ctx.moveTo(left - gap * 0.5, y);
      ctx.lineTo(right, y);
      ctx.stroke();
    }
    const tops = [];
    let level = 0.12 + rnd() * 0.05;
    for (let i = 0; i < count; i++) {
      level += 0.035 + rnd() * 0.035;
      const x = left + i * gap + gap * 0.18;
      const bw = gap * 0.64;
      const top = floor - Math.min(0.72, level) * h;
      const lit = i >= count - 4;
      const fill = ctx.createLinearGradient(0, top, 0, floor);
      fill.addColorStop(0, rgba(lit ? BRASS : lift(secondary, 30), lit ? 0.42 : 0.3));
      fill.addColorStop(1, rgba(lit ? BRASS : secondary, 0.02));
      ctx.fillStyle = fill;
      ctx.fillRect(x, top, bw, floor - top);
      ctx.fillStyle = rgba(lit ? LIGHT_BRASS : lift(secondary, 90), lit ? 0.95 : 0.55);
      ctx.fillRect(x, top, bw, 2 * u);
      tops.push({ x: x + bw / 2, y: top });
    }
    ctx.strokeStyle = rgba(LIGHT_BRASS, 0.6);
    ctx.lineWidth = 1.3 * u;
    ctx.beginPath();
    tops.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y - 14 * u) : ctx.lineTo(p.x, p.y - 14 * u)));
    ctx.stroke();
    tops.forEach((p, i) =>
      dot(
        ctx,
        p.x,
        p.y - 14 * u,
        (i >= tops.length - 4 ? 2.6 : 1.8) * u,
        LIGHT_BRASS,
        0.9,
        i === tops.length - 1 ? 0.5 : 0.12,
      ),
    );
  }

  // Two parallel channels of light, one thin and one wide, across a dark grid.
  function channels(ctx, w, h, u, rnd, secondary) {
    const cell = 40 * u;
    ctx.strokeStyle = rgba(lift(secondary, 60), 0.1);
    ctx.lineWidth = 1 * u;
    for (let x = cell / 2; x < w; x += cell) {
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x, h);
      ctx.stroke();
    }
    for (let y = cell / 2; y < h; y += cell) {
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(w, y);
      ctx.stroke();
    }
    const tilt = (rnd() - 0.5) * 0.16;
    const curve = (base) => (x) =>
      base + Math.tan(tilt) * (x - w / 2) + h * 0.03 * Math.sin((x / w) * Math.PI * 1.4 + 0.6);
    const wide = curve(h * 0.58);
    const thin = curve(h * 0.4);
    const band = (yAt, thickness, colour, core) => {
      for (const [spread, alpha] of [
        [6, 0.04],
        [3, 0.08],
        [1.6, 0.16],
        [1, core],
      ]) {
        ctx.strokeStyle = rgba(colour, alpha);
        ctx.lineWidth = thickness * spread;
        ctx.beginPath();
        ctx.moveTo(-10 * u, yAt(-10 * u));
        for (let x = -2 * u; x <= w + 10 * u; x += 8 * u) ctx.lineTo(x, yAt(x));
        ctx.stroke();
      }
    };
    band(wide, 56 * u, lift(secondary, 50), 0.35);
    ctx.setLineDash([18 * u, 14 * u]);
    ctx.strokeStyle = rgba(lift(secondary, 110), 0.5);
    ctx.lineWidth = 1.2 * u;
    for (const offset of [-20, 20]) {
      ctx.beginPath();
      ctx.moveTo(0, wide(0) + offset * u);
      for (let x = 8 * u; x <= w; x += 8 * u) ctx.lineTo(x, wide(x) + offset * u);
      ctx.stroke();
    }
    ctx.setLineDash([]);
    band(thin, 5 * u, LIGHT_BRASS, 0.95);
  }

  // A silicon wafer seen close up, a brass reflection sweeping across its dies.
  function wafer(ctx, w, h, u, rnd, secondary) {
    const cx = w * (0.6 + rnd() * 0.1);
    const cy = h * (0.56 + rnd() * 0.08);
    const r = h * 0.62;
    ctx.save();
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, TAU);
    ctx.clip();
    const disc = ctx.createRadialGradient(cx - r * 0.3, cy - r * 0.3, 0, cx, cy, r);
    disc.addColorStop(0, "#1a2440");
    disc.addColorStop(1, "#0a0f1c");
    ctx.fillStyle = disc;
    ctx.fillRect(0, 0, w, h);
    const die = r / 7.5;
    for (let y = cy - r; y < cy + r; y += die) {
      for (let x = cx - r; x < cx + r; x += die) {
        const corner = Math.max(Math.hypot(x - cx, y - cy), Math.hypot(x + die - cx, y + die - cy));
        if (corner > r * 0.96) continue;
        ctx.fillStyle = rgba(lift(secondary, 30), 0.06 + rnd() * 0.08);
        ctx.fillRect(x + 2 * u, y + 2 * u, die - 4 * u, die - 4 * u);
        ctx.strokeStyle = rgba(lift(secondary, 80), 0.28);
        ctx.lineWidth = 1 * u;
        ctx.strokeRect(x + 2 * u, y + 2 * u, die - 4 * u, die - 4 * u);
        ctx.strokeStyle = rgba(lift(secondary, 90), 0.12);
        ctx.beginPath();
        ctx.moveTo(x + die * 0.25, y + die * 0.5);
        ctx.lineTo(x + die * 0.75, y + die * 0.5);
        ctx.moveTo(x + die * 0.5, y + die * 0.25);
        ctx.lineTo(x + die * 0.5, y + die * 0.75);
        ctx.stroke();
      }
    }
    ctx.globalCompositeOperation = "lighter";
    const angle = -0.6 + rnd() * 0.3;
    const sx = Math.cos(angle);
    const sy = Math.sin(angle);
    const sheen = ctx.createLinearGradient(cx - sy * r, cy + sx * r, cx + sy * r, cy - sx * r);
    sheen.addColorStop(0.3, rgba(BRASS, 0));
    sheen.addColorStop(0.48, rgba(BRASS, 0.32));
    sheen.addColorStop(0.52, rgba(LIGHT_BRASS, 0.45));
    sheen.addColorStop(0.58, rgba(BRASS, 0.12));
    sheen.addColorStop(0.75, rgba(BRASS, 0));
    ctx.fillStyle = sheen;
    ctx.fillRect(0, 0, w, h);
    ctx.restore();
    ctx.strokeStyle = rgba(BRASS, 0.7);
    ctx.lineWidth = 1.6 * u;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, TAU);
    ctx.stroke();
  }

  // A balance scale in brass line-art on a navy surface, both pans level.
  function balance(ctx, w, h, u, rnd, secondary) {
    const cx = w * (0.56 + rnd() * 0.1);
    const surface = h * 0.8;
    const top = h * 0.2;
    const arm = w * 0.2;
    const pansY = h * 0.56;
    const floorGlow = ctx.createRadialGradient(cx, surface, 0, cx, surface, w * 0.4);
    floorGlow.addColorStop(0, rgba(BRASS, 0.14));
    floorGlow.addColorStop(1, rgba(BRASS, 0));
    ctx.fillStyle = floorGlow;
    ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = rgba(lift(secondary, 70), 0.35);
    ctx.lineWidth = 1 * u;
    ctx.beginPath();
    ctx.moveTo(0, surface);
    ctx.lineTo(w, surface);
    ctx.stroke();
    ctx.strokeStyle = rgba(LIGHT_BRASS, 0.9);
    ctx.lineWidth = 2.2 * u;
    ctx.lineJoin = "round";
    ctx.lineCap = "round";
    ctx.beginPath();
    ctx.moveTo(cx - w * 0.06, surface);
    ctx.lineTo(cx - w * 0.015, surface - h * 0.05);
    ctx.lineTo(cx + w * 0.015, surface - h * 0.05);
    ctx.lineTo(cx + w * 0.06, surface);
    ctx.moveTo(cx, surface - h * 0.05);
    ctx.lineTo(cx, top);
    ctx.moveTo(cx - arm, top + h * 0.02);
    ctx.lineTo(cx + arm, top + h * 0.02);
    ctx.stroke();
    for (const side of [-1, 1]) {
      const px = cx + side * arm;
      const panW = w * 0.085;
      ctx.lineWidth = 1.3 * u;
      ctx.beginPath();
      ctx.moveTo(px, top + h * 0.02);
      ctx.lineTo(px - panW, pansY);
      ctx.moveTo(px, top + h * 0.02);
      ctx.lineTo(px + panW, pansY);
      ctx.stroke();
      ctx.lineWidth = 2.2 * u;
      ctx.beginPath();
      ctx.moveTo(px - panW, pansY);
      ctx.quadraticCurveTo(px, pansY + h * 0.09, px + panW, pansY);
      ctx.closePath();
      ctx.fillStyle = rgba(BRASS, 0.12);
      ctx.fill();
      ctx.stroke();
      dot(ctx, px, top + h * 0.02, 3 * u, LIGHT_BRASS, 1, 0.2);
    }
    ctx.lineCap = "butt";
    dot(ctx, cx, top, 5 * u, LIGHT_BRASS, 1, 0.45);
  }

  // A production line: boxes on a conveyor, with robotic arms outlined in brass.
  function assembly(ctx, w, h, u, rnd, secondary) {
    const belt = h * 0.7;
    ctx.strokeStyle = rgba(lift(secondary, 60), 0.12);
    ctx.lineWidth = 1 * u;
    for (let i = -10; i <= 10; i++) {
      ctx.beginPath();
      ctx.moveTo(w * 0.5 + i * w * 0.04, h * 0.5);
      ctx.lineTo(w * 0.5 + i * w * 0.2, h);
      ctx.stroke();
    }
    ctx.strokeStyle = rgba(lift(secondary, 80), 0.5);
    ctx.lineWidth = 1.4 * u;
    ctx.beginPath();
    ctx.moveTo(0, belt);
    ctx.lineTo(w, belt);
    ctx.moveTo(0, belt + 16 * u);
    ctx.lineTo(w, belt + 16 * u);
    ctx.stroke();
    for (let x = 12 * u; x < w; x += 32 * u) {
      ctx.beginPath();
      ctx.arc(x, belt + 8 * u, 6 * u, 0, TAU);
      ctx.stroke();
    }
    const boxSize = h * 0.085;
    for (let x = w * 0.04; x < w; x += w * 0.14) {
      ctx.fillStyle = "rgba(18, 27, 46, 0.9)";
      ctx.fillRect(x, belt - boxSize, boxSize * 1.2, boxSize);
      ctx.strokeStyle = rgba(lift(secondary, 90), 0.45);
      ctx.strokeRect(x, belt - boxSize, boxSize * 1.2, boxSize);
    }
    const arms = [w * (0.32 + rnd() * 0.05), w * (0.68 + rnd() * 0.05)];
    arms.forEach((baseX, k) => {
      const baseY = h * 0.2;
      const shoulder = { x: baseX, y: baseY + h * 0.05 };
      const elbow = { x: baseX + (k === 0 ? 1 : -1) * w * 0.1, y: baseY + h * 0.2 };
      const wrist = { x: baseX + (k === 0 ? 1 : -1) * w * 0.05, y: belt - boxSize - h * 0.08 };
      ctx.strokeStyle = rgba(LIGHT_BRASS, 0.9);
      ctx.lineWidth = 2 * u;
      ctx.lineCap = "round";
      ctx.strokeRect(baseX - w * 0.03, baseY - h * 0.03, w * 0.06, h * 0.05);
      ctx.lineWidth = 12 * u;
      ctx.strokeStyle = rgba(BRASS, 0.25);
      ctx.beginPath();
      ctx.moveTo(shoulder.x, shoulder.y);
      ctx.lineTo(elbow.x, elbow.y);
      ctx.lineTo(wrist.x, wrist.y);
      ctx.stroke();
      ctx.lineWidth = 2 * u;
      ctx.strokeStyle = rgba(LIGHT_BRASS, 0.9);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(wrist.x - 14 * u, wrist.y + 22 * u);
      ctx.lineTo(wrist.x - 10 * u, wrist.y);
      ctx.lineTo(wrist.x + 10 * u, wrist.y);
      ctx.lineTo(wrist.x + 14 * u, wrist.y + 22 * u);
      ctx.stroke();
      ctx.lineCap = "butt";
      for (const joint of [shoulder, elbow, wrist]) dot(ctx, joint.x, joint.y, 5 * u, LIGHT_BRASS, 1, 0.3);
    });
  }

  // A term sheet on a dark desk, clauses as quiet bars, a brass pen across the page.
  function documentSheet(ctx, w, h, u, rnd, secondary) {
    const cx = w * (0.55 + rnd() * 0.06);
    const cy = h * 0.52;
    const pageW = h * 0.78;
    const pageH = pageW * 1.414;
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate(-0.12 + rnd() * 0.06);
    ctx.fillStyle = "rgba(0, 0, 0, 0.35)";
    ctx.filter = `blur(${14 * u}px)`;
    ctx.fillRect(-pageW / 2 + 14 * u, -pageH / 2 + 20 * u, pageW, pageH);
    ctx.filter = "none";
    const paper = ctx.createLinearGradient(-pageW / 2, -pageH / 2, pageW / 2, pageH / 2);
    paper.addColorStop(0, "#1f2a44");
    paper.addColorStop(1, "#121b2e");
    ctx.fillStyle = paper;
    ctx.fillRect(-pageW / 2, -pageH / 2, pageW, pageH);
    ctx.strokeStyle = rgba(lift(secondary, 90), 0.35);
    ctx.lineWidth = 1 * u;
    ctx.strokeRect(-pageW / 2, -pageH / 2, pageW, pageH);
    const margin = pageW * 0.12;
    let y = -pageH / 2 + margin;
    ctx.fillStyle = rgba(LIGHT_BRASS, 0.7);
    ctx.fillRect(-pageW / 2 + margin, y, pageW * 0.42, 7 * u);
    y += 30 * u;
    for (let clause = 1; y < pageH / 2 - margin; clause++) {
      dot(ctx, -pageW / 2 + margin + 4 * u, y + 2 * u, 3.2 * u, BRASS, 0.9, 0);
      const lines = 2 + Math.floor(rnd() * 3);
      for (let l = 0; l < lines && y < pageH / 2 - margin; l++) {
        const len = l === lines - 1 ? 0.3 + rnd() * 0.35 : 0.82 + rnd() * 0.08;
        ctx.fillStyle = rgba(lift(secondary, 110), 0.28);
        ctx.fillRect(-pageW / 2 + margin + 18 * u, y, (pageW - margin * 2 - 18 * u) * len, 3.4 * u);
        y += 13 * u;
      }
      y += 14 * u;
    }
    ctx.restore();
    ctx.save();
    ctx.translate(cx + pageW * 0.05, cy + pageH * 0.08);
    ctx.rotate(-0.62);
    const penL = pageW * 1.25;
    const penR = 7 * u;
    ctx.fillStyle = "rgba(0, 0, 0, 0.4)";
    ctx.filter = `blur(${6 * u}px)`;
    ctx.fillRect(-penL / 2 + 10 * u, -penR + 14 * u, penL, penR * 2);
    ctx.filter = "none";
    const body = ctx.createLinearGradient(0, -penR, 0, penR);
    body.addColorStop(0, "#f0d9a4");
    body.addColorStop(0.45, "#c9a45c");
    body.addColorStop(1, "#6f5426");
    ctx.fillStyle = body;
    ctx.beginPath();
    ctx.moveTo(-penL / 2, -penR);
    ctx.lineTo(penL / 2 - penR * 5, -penR);
    ctx.lineTo(penL / 2, 0);
    ctx.lineTo(penL / 2 - penR * 5, penR);
    ctx.lineTo(-penL / 2, penR);
    ctx.arc(-penL / 2, 0, penR, Math.PI / 2, -Math.PI / 2);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = "rgba(7, 11, 20, 0.55)";
    ctx.fillRect(-penL * 0.12, -penR, 3 * u, penR * 2);
    ctx.restore();
  }

  const STYLES = [
    contours,
    streams,
    constellation,
    orbits,
    terrain,
    ridgelines,
    road,
    fork,
    corridor,
    bars,
    channels,
    wafer,
    balance,
    assembly,
    documentSheet,
  ];

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
