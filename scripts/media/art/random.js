// Seeded pseudo-random numbers (mulberry32), shared by the drawing scripts: openArtPage loads
// this file first, so the same seed always draws the same picture.
window.mulberry32 = function (seed) {
  return function () {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
};
