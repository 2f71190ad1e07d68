import { Picture } from "#app/shared/ui/Picture.tsx";
import { portraitSources } from "#app/content/shared/team/data.ts";
import type { TeamMember } from "#app/content/shared/team/schema.ts";
import { invokes } from "#app/site/document/invoker.ts";
import { SocialLinks } from "./SocialLinks.tsx";
import { teamDialogId } from "./TeamDialog.tsx";
import styles from "./TeamCards.module.css";

interface TeamCardsProps {
  members: TeamMember[];
  variant: "profile" | "grid";
  labels: { readBio: string; opensInNewTab: string };
}

/**
 * Profile cards (Leadership) and compact cards (team grid). The name is a button stretched over
 * the card, so a click anywhere or Enter opens the biography (its own <dialog>, by invoker
 * command, so it works before any script); social links sit above it.
 */
export function TeamCards({ members, variant, labels }: TeamCardsProps) {
  return (
    <ul className={styles.list} data-variant={variant}>
      {members.map((member) => (
        <li key={member.slug} className={styles.card} data-member={member.slug}>
          <div className={styles.media}>
            <Picture
              sources={portraitSources(member.slug)}
              alt=""
              sizes={
                variant === "profile"
                  ? "(min-width: 900px) 220px, 40vw"
                  : "(min-width: 1100px) 280px, (min-width: 600px) 45vw, 90vw"
              }
              className={styles.image}
            />
          </div>
          <div className={styles.body}>
            <h3 className={styles.name}>
              <button
                type="button"
                className={styles.trigger}
                aria-haspopup="dialog"
                {...invokes(teamDialogId(member.slug), "show-modal")}
              >
                {member.name}
                <span className="visually-hidden">, {labels.readBio}</span>
              </button>
            </h3>
            <p className={styles.role}>{member.role}</p>
            {variant === "profile" ? <p className={styles.bio}>{member.bio}</p> : null}
            <div className={styles.footer}>
              <SocialLinks links={member.socials} newTabNote={labels.opensInNewTab} />
              {variant === "profile" ? (
                <span className={styles.more} aria-hidden="true">
                  {labels.readBio} →
                </span>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
