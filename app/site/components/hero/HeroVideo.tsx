import styles from "./HeroVideo.module.css";

export const heroMedia = {
  webm: "/media/hero.webm",
  mp4: "/media/hero.mp4",
  poster: {
    avif: "/media/hero-poster-960.avif 960w, /media/hero-poster.avif 1920w",
    webp: "/media/hero-poster-960.webp 960w, /media/hero-poster.webp 1920w",
    fallback: "/media/hero-poster.webp",
  },
  sizes: "100vw",
} as const;

const MOTION_OK = "(prefers-reduced-motion: no-preference)";

/**
 * Muted background loop. The poster picture underneath is the LCP element; the video fades in once it plays.
 * Sources carry a media query, so with reduced motion the browser never downloads the clip.
 * If autoplay is blocked, the first click, key press or touch anywhere starts it (app/site/document/enhance.ts).
 */
export function HeroVideo() {
  return (
    <div className={styles.media} aria-hidden="true">
      <picture>
        <source type="image/avif" srcSet={heroMedia.poster.avif} sizes={heroMedia.sizes} />
        <source type="image/webp" srcSet={heroMedia.poster.webp} sizes={heroMedia.sizes} />
        <img
          className={styles.poster}
          src={heroMedia.poster.fallback}
          alt=""
          width={1920}
          height={1080}
          fetchPriority="high"
          decoding="sync"
          data-hero-poster=""
        />
      </picture>
      <video
        className={styles.video}
        data-hero-video=""
        data-playing="false"
        muted
        loop
        autoPlay
        playsInline
        preload="auto"
        tabIndex={-1}
      >
        <source src={heroMedia.webm} type="video/webm" media={MOTION_OK} />
        <source src={heroMedia.mp4} type="video/mp4" media={MOTION_OK} />
      </video>
    </div>
  );
}
