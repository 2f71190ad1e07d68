import { Link } from "react-router";
import type { home } from "#app/content/pages/home/copy.ts";
import { HeroVideo } from "./HeroVideo.tsx";
import styles from "./HomeHero.module.css";

export function HomeHero({ hero }: { hero: (typeof home)["hero"] }) {
  return (
    <section className={`on-dark ${styles.hero}`} aria-labelledby="home-title">
      <HeroVideo />
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        <h1 id="home-title" className={styles.title}>
          {hero.title}
        </h1>
        <p className={styles.tagline}>{hero.tagline}</p>
        <div className={styles.actions}>
          <Link to={hero.cta.to} className="button button-primary">
            {hero.cta.label}
          </Link>
          <Link to={hero.secondaryCta.to} className="button button-ghost">
            {hero.secondaryCta.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
