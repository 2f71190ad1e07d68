import { useEffect, useRef, useState } from "react";
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
/** Events that can carry user activation: a mouse's pointerdown, a touch's pointerup/touchend, most keys. */
const GESTURES = ["pointerdown", "pointerup", "touchend", "keydown"] as const;

/**
 * Muted background loop. The poster picture underneath is the LCP element; the video fades in once it plays.
 * Sources carry a media query, so with reduced motion the browser never downloads the clip.
 * If autoplay is blocked, the first click, key press or touch anywhere starts it.
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const motion = window.matchMedia(MOTION_OK);
    if (!motion.matches) {
      video.pause();
      return;
    }
    // React sets `muted` as a property only; browsers require it before play().
    video.muted = true;
    let armed = false;
    // Armed until the clip plays: a gesture the browser does not count (Escape, a scroll) is refused.
    const startOnGesture = () => void video.play().catch(() => undefined);
    const arm = () => {
      if (armed) return;
      armed = true;
      video.dataset.autoplay = "blocked";
      for (const type of GESTURES) window.addEventListener(type, startOnGesture, { capture: true, passive: true });
    };
    const disarm = () => {
      if (!armed) return;
      armed = false;
      for (const type of GESTURES) window.removeEventListener(type, startOnGesture, { capture: true });
    };
    const onPlaying = () => {
      delete video.dataset.autoplay;
      setPlaying(true);
      disarm();
    };
    video.addEventListener("playing", onPlaying);
    if (!video.paused && video.readyState > 2) onPlaying();
    else void video.play().catch(arm);
    return () => {
      disarm();
      video.removeEventListener("playing", onPlaying);
    };
  }, []);

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
        ref={videoRef}
        className={styles.video}
        data-playing={playing ? "true" : "false"}
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
