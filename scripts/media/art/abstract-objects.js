// Compositions that echo an article's hero alt text: a balance, an assembly line, a term sheet.
(function () {
  const { TAU, BRASS, LIGHT_BRASS, rgba, dot, lift } = window.abstractKit; // from abstract-kit.js

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

  Object.assign((window.abstractCompositions ??= {}), { balance, assembly, documentSheet });
})();
