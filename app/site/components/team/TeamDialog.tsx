import { Picture } from "#app/shared/ui/Picture.tsx";
import { portraitSources } from "#app/content/shared/team/data.ts";
import type { TeamMember } from "#app/content/shared/team/schema.ts";
import { invokes } from "#app/site/document/invoker.ts";
import { SocialLinks } from "./SocialLinks.tsx";
import styles from "./TeamDialog.module.css";

export const teamDialogId = (slug: string) => `team-${slug}`;

interface TeamDialogsProps {
  members: TeamMember[];
  labels: { close: string; socialHeading: string; opensInNewTab: string };
}

/**
 * One native modal <dialog> per member, opened by the card's invoker command: the rest of the
 * page is inert while it is open, Escape and a backdrop click (closedby="any") close it, and the
 * browser returns focus to the card that opened it. No script is needed in current browsers.
 */
export function TeamDialogs({ members, labels }: TeamDialogsProps) {
  return members.map((member) => {
    const id = teamDialogId(member.slug);
    return (
      <dialog key={member.slug} id={id} className={styles.dialog} aria-labelledby={`${id}-name`} closedby="any">
        <div className={styles.layout} data-member={member.slug}>
          <button type="button" className={styles.close} aria-label={labels.close} {...invokes(id, "close")}>
            <span aria-hidden="true">×</span>
          </button>
          <div className={styles.imageColumn}>
            <Picture
              sources={portraitSources(member.slug)}
              alt={member.name}
              sizes="(min-width: 768px) 300px, 90vw"
              className={styles.image}
            />
          </div>
          <div className={styles.content}>
            <h2 id={`${id}-name`} className={styles.name}>
              {member.name}
            </h2>
            <p className={styles.role}>{member.role}</p>
            <div className={styles.bio}>
              {member.longBio
                .split("\n")
                .filter(Boolean)
                .map((paragraph) => (
                  <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                ))}
            </div>
            <h3 className={styles.socialHeading}>{labels.socialHeading}</h3>
            <SocialLinks links={member.socials} showUrl newTabNote={labels.opensInNewTab} />
          </div>
        </div>
      </dialog>
    );
  });
}
