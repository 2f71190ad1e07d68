// Compositions that echo an article's hero alt text: bars, channels, a wafer.
(function () {
  const { TAU, BRASS, LIGHT_BRASS, rgba, dot, lift } = window.abstractKit; // from abstract-kit.js

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

  Object.assign((window.abstractCompositions ??= {}), { bars, channels, wafer });
})();
