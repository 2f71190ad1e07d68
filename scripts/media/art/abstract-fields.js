// Line-art fields for abstract article art: contours, streams, constellation, orbits, terrain, ridgelines.
(function () {
  const { TAU, BRASS, LIGHT_BRASS, rgba, dot } = window.abstractKit; // from abstract-kit.js

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

  Object.assign((window.abstractCompositions ??= {}), {
    contours,
    streams,
    constellation,
    orbits,
    terrain,
    ridgelines,
  });
})();
