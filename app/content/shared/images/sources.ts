/** An image as scripts/media writes it: AVIF and WebP at two widths, and the large size for width/height. */
export interface ResponsiveImage {
  avif: string;
  webp: string;
  fallback: string;
  width: number;
  height: number;
}

/** `<base>-<width>.<format>` at `small` and `large` widths; `height` is the large image's. */
export function responsiveImage(base: string, small: number, large: number, height: number): ResponsiveImage {
  const srcSet = (format: string) => `${base}-${small}.${format} ${small}w, ${base}-${large}.${format} ${large}w`;
  return { avif: srcSet("avif"), webp: srcSet("webp"), fallback: `${base}-${large}.webp`, width: large, height };
}
