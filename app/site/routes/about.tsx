import type { Route } from "./+types/about";
import { NumberedSteps } from "#app/site/components/firm/NumberedSteps.tsx";
import { PrinciplesGrid } from "#app/site/components/firm/PrinciplesGrid.tsx";
import { TeamCards } from "#app/site/components/team/TeamCards.tsx";
import { TeamDialogs } from "#app/site/components/team/TeamDialog.tsx";
import { TextSection } from "#app/shared/ui/TextSection.tsx";
import { CtaBand } from "#app/shared/ui/CtaBand.tsx";
import { HeadedSection } from "#app/shared/ui/HeadedSection.tsx";
import { about, aboutPage, principles } from "#app/content/pages/about/copy.ts";
import { leaders, team } from "#app/content/shared/team/data.ts";
import { pageMeta } from "#app/site/meta.ts";
import styles from "./about.module.css";
import { loadAsDocument, staticDocument } from "#app/site/document/static-document.ts";

export function loader() {
  return { about, principles, leaders: leaders(), team };
}

// A static document: no React runtime in the browser (decision 064).
export const handle = staticDocument;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...aboutPage.meta, path: "/about" });

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, principles, leaders, team } = loaderData;
  const cardLabels = { readBio: about.leadership.readBio, opensInNewTab: about.dialog.opensInNewTab };
  return (
    <>
      <section className={`page-hero on-dark ${styles.hero}`} aria-labelledby="about-title">
        <div className="container">
          <h1 id="about-title">{about.hero.title}</h1>
          <p className={styles.tagline}>{about.hero.tagline}</p>
        </div>
      </section>
      <TextSection
        id="mission"
        intro={about.mission}
        statement={about.mission.statement}
        paragraphs={about.mission.paragraphs}
      />
      <PrinciplesGrid intro={about.principles} principles={principles} />
      <HeadedSection headingId="leadership-heading" {...about.leadership} className={styles.leadership}>
        <TeamCards members={leaders} variant="profile" labels={cardLabels} />
      </HeadedSection>
      <TextSection id="philosophy" intro={about.philosophy} paragraphs={about.philosophy.paragraphs} tone="tinted" />
      <NumberedSteps intro={about.steps} steps={about.steps.items} />
      <HeadedSection headingId="team-heading" {...about.teamGrid} className={styles.team}>
        <TeamCards members={team} variant="grid" labels={cardLabels} />
      </HeadedSection>
      <CtaBand {...about.cta} />
      <TeamDialogs members={team} labels={about.dialog} />
    </>
  );
}
