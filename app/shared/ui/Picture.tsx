import type { ResponsiveImage } from "#app/content/shared/images/sources.ts";

interface PictureProps {
  /** Also gives the intrinsic width and height, which reserve the space so nothing shifts. */
  sources: ResponsiveImage;
  alt: string;
  sizes: string;
  className?: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
}

/** AVIF with WebP fallback. */
export function Picture({ sources, alt, sizes, className, priority = false }: PictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.fallback}
        alt={alt}
        width={sources.width}
        height={sources.height}
        className={className}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
