// Compositions that echo an article's hero alt text: a road, a fork, a corridor.
(function () {
  const { BRASS, LIGHT_BRASS, rgba, fillCanvas, dot, lift, strip, quadPoints, twilight, hills, centreDashes } =
    window.abstractKit; // from abstract-kit.js

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

  Object.assign((window.abstractCompositions ??= {}), { road, fork, corridor });
})();
