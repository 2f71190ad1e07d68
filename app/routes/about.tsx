import type { Route } from "./+types/about";
import { NumberedSteps } from "~/components/about/NumberedSteps";
import { PrinciplesGrid } from "~/components/about/PrinciplesGrid";
import { TeamCards } from "~/components/about/TeamCards";
import { TeamDialog, useTeamDialog } from "~/components/about/TeamDialog";
import { TextSection } from "~/components/about/TextSection";
import { CtaBand } from "~/components/common/CtaBand";
import { SectionHeader } from "~/components/common/SectionHeader";
import { about } from "~/content/about";
import { aboutPage } from "~/content/pages/about";
import { principles } from "~/content/principles";
import { leaders, team } from "~/content/team";
import { pageMeta } from "~/lib/meta";
import styles from "./about.module.css";

// Copy travels as loader data (in the prerendered HTML), not inside the page's JavaScript.
export function loader() {
  return { about, principles, leaders: leaders(), team };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...aboutPage.meta, path: "/about" });

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, principles, leaders, team } = loaderData;
  const dialog = useTeamDialog();
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
      <section className={`section ${styles.leadership}`} aria-labelledby="leadership-heading">
        <div className="container">
          <SectionHeader id="leadership-heading" {...about.leadership} />
          <TeamCards members={leaders} variant="profile" onOpen={dialog.open} labels={cardLabels} />
        </div>
      </section>
      <TextSection id="philosophy" intro={about.philosophy} paragraphs={about.philosophy.paragraphs} tone="tinted" />
      <NumberedSteps intro={about.steps} steps={about.steps.items} />
      <section className={`section ${styles.team}`} aria-labelledby="team-heading">
        <div className="container">
          <SectionHeader id="team-heading" {...about.teamGrid} />
          <TeamCards members={team} variant="grid" onOpen={dialog.open} labels={cardLabels} />
        </div>
      </section>
      <CtaBand {...about.cta} />
      <TeamDialog
        member={team.find((member) => member.slug === dialog.slug)}
        onClosed={dialog.onClosed}
        labels={about.dialog}
      />
    </>
  );
}
