// Home hero scene, drawn on a 2D canvas. Every motion is periodic in t ∈ [0, 1),
// so frame N and frame 0 join without a seam. Layout is in units of the width,
// so the poster (1920 px) and the video frames are the same picture.
(function () {
  const mulberry32 = window.mulberry32; // from random.js

  const TAU = Math.PI * 2;
  const random = mulberry32(20250520);

  // Contour lines: a slowly breathing topography, denser and brighter to the right.
  const lines = Array.from({ length: 26 }, (_, i) => ({
    base: 0.06 + (0.92 * i) / 25,
    amp: 0.035 + random() * 0.035,
    f1: 2.2 + random() * 1.6,
    f2: 4.5 + random() * 2.5,
    p1: random() * TAU,
    p2: random() * TAU,
    k1: random() < 0.5 ? 1 : -1,
    k2: random() < 0.5 ? 1 : -1,
    brass: i % 5 === 2,
    alpha: 0.13 + random() * 0.14,
  }));

  // Constellation nodes: each orbits a small ellipse once per loop.
  const nodes = Array.from({ length: 78 }, () => {
    const x = 0.42 + Math.pow(random(), 0.7) * 0.64;
    return {
      x,
      y: 0.04 + random() * 0.92,
      rx: 0.006 + random() * 0.018,
      ry: 0.008 + random() * 0.024,
      px: random() * TAU,
      py: random() * TAU,
      dir: random() < 0.5 ? 1 : -1,
      size: 0.7 + random() * 1.5,
      pulse: random() < 0.18 ? 1 + Math.floor(random() * 2) : 0,
      pulsePhase: random() * TAU,
    };
  });

  function warp(x, t) {
    // Shared swell so lines move together like a field, not independently.
    return 0.02 * Math.sin(x * 3.1 + TAU * t) + 0.012 * Math.sin(x * 7.3 - TAU * 2 * t + 1.3);
  }

  window.drawHero = function (canvas, t) {
    const ctx = canvas.getContext("2d");
    const w = canvas.width;
    const h = canvas.height;
    const u = w / 1920;

    ctx.globalCompositeOperation = "source-over";
    ctx.fillStyle = "#070b14";
    ctx.fillRect(0, 0, w, h);

    const glow = ctx.createRadialGradient(w * 0.8, h * 0.32, 0, w * 0.8, h * 0.32, w * 0.62);
    glow.addColorStop(0, "rgba(30, 43, 70, 0.95)");
    glow.addColorStop(0.55, "rgba(18, 27, 46, 0.55)");
    glow.addColorStop(1, "rgba(7, 11, 20, 0)");
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, w, h);

    const warm = ctx.createRadialGradient(w * 0.9, h * 0.18, 0, w * 0.9, h * 0.18, w * 0.34);
    const warmAlpha = 0.1 + 0.025 * Math.sin(TAU * t);
    warm.addColorStop(0, `rgba(201, 164, 92, ${warmAlpha})`);
    warm.addColorStop(1, "rgba(201, 164, 92, 0)");
    ctx.fillStyle = warm;
    ctx.fillRect(0, 0, w, h);

    // Contours
    ctx.lineWidth = 1.15 * u;
    for (const line of lines) {
      const colour = line.brass ? "201, 164, 92" : "150, 165, 196";
      const stroke = ctx.createLinearGradient(0, 0, w, 0);
      stroke.addColorStop(0, `rgba(${colour}, 0)`);
      stroke.addColorStop(0.38, `rgba(${colour}, ${line.alpha * 0.2})`);
      stroke.addColorStop(0.75, `rgba(${colour}, ${line.alpha})`);
      stroke.addColorStop(1, `rgba(${colour}, ${line.alpha * 0.8})`);
      ctx.strokeStyle = stroke;
      ctx.beginPath();
      for (let px = -20 * u; px <= w + 20 * u; px += 6 * u) {
        const x = px / w;
        const y =
          line.base +
          line.amp * Math.sin(x * line.f1 + line.p1 + TAU * t * line.k1) +
          line.amp * 0.45 * Math.sin(x * line.f2 + line.p2 + TAU * t * line.k2) +
          warp(x, t) * (0.4 + x);
        if (px <= -20 * u) ctx.moveTo(px, y * h);
        else ctx.lineTo(px, y * h);
      }
      ctx.stroke();
    }

    // Constellation
    const points = nodes.map((node) => ({
      x: (node.x + node.rx * Math.cos(TAU * t * node.dir + node.px)) * w,
      y: (node.y + node.ry * Math.sin(TAU * t * node.dir + node.py)) * h,
      node,
    }));
    const reach = 0.11 * w;
    ctx.lineWidth = 1.1 * u;
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i];
        const b = points[j];
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (d >= reach) continue;
        const rightness = Math.min(1, Math.max(0, ((a.x + b.x) / 2 / w - 0.4) / 0.4));
        const strength = Math.pow(1 - d / reach, 2) * 0.34 * rightness;
        if (strength < 0.004) continue;
        ctx.strokeStyle = `rgba(201, 164, 92, ${strength})`;
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.stroke();
      }
    }
    for (const { x, y, node } of points) {
      const rightness = Math.min(1, Math.max(0.15, (x / w - 0.35) / 0.45));
      const pulse = node.pulse ? 0.5 + 0.5 * Math.sin(TAU * t * node.pulse + node.pulsePhase) : 0.35;
      const radius = node.size * u * (1.6 + pulse * 1.2);
      const halo = ctx.createRadialGradient(x, y, 0, x, y, radius * 6);
      halo.addColorStop(0, `rgba(224, 190, 120, ${0.22 * pulse * rightness})`);
      halo.addColorStop(1, "rgba(224, 190, 120, 0)");
      ctx.fillStyle = halo;
      ctx.beginPath();
      ctx.arc(x, y, radius * 6, 0, TAU);
      ctx.fill();
      ctx.fillStyle = `rgba(236, 210, 150, ${(0.45 + 0.45 * pulse) * rightness})`;
      ctx.beginPath();
      ctx.arc(x, y, radius, 0, TAU);
      ctx.fill();
    }

    // Keep the headline side (left and centre) and the bottom dark for white text.
    const shade = ctx.createLinearGradient(0, 0, w, 0);
    shade.addColorStop(0, "rgba(7, 11, 20, 0.9)");
    shade.addColorStop(0.3, "rgba(7, 11, 20, 0.72)");
    shade.addColorStop(0.55, "rgba(7, 11, 20, 0.35)");
    shade.addColorStop(0.8, "rgba(7, 11, 20, 0)");
    ctx.fillStyle = shade;
    ctx.fillRect(0, 0, w, h);

    const floor = ctx.createLinearGradient(0, 0, 0, h);
    floor.addColorStop(0, "rgba(7, 11, 20, 0.35)");
    floor.addColorStop(0.2, "rgba(7, 11, 20, 0)");
    floor.addColorStop(0.7, "rgba(7, 11, 20, 0)");
    floor.addColorStop(1, "rgba(7, 11, 20, 0.7)");
    ctx.fillStyle = floor;
    ctx.fillRect(0, 0, w, h);
  };
})();
