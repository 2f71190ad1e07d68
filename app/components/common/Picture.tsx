interface PictureProps {
  sources: { avif: string; webp: string; fallback: string };
  alt: string;
  width: number;
  height: number;
  sizes: string;
  className?: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
}

/** AVIF with WebP fallback; width and height reserve the space so nothing shifts. */
export function Picture({ sources, alt, width, height, sizes, className, priority = false }: PictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.fallback}
        alt={alt}
        width={width}
        height={height}
        className={className}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
