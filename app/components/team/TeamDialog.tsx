import { useCallback, useEffect, useRef, useState } from "react";
import { Picture } from "~/components/common/Picture";
import { portraitSources } from "~/content/shared/team/data";
import type { TeamMember } from "~/content/shared/team/schema";
import { SocialLinks } from "./SocialLinks";
import styles from "./TeamDialog.module.css";

/** Which member's dialog is open, and the card that opened it (focus returns there). */
export function useTeamDialog() {
  const [slug, setSlug] = useState<string | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const open = useCallback((memberSlug: string, from: HTMLElement) => {
    trigger.current = from;
    setSlug(memberSlug);
  }, []);
  const onClosed = useCallback(() => {
    setSlug(null);
    const element = trigger.current;
    trigger.current = null;
    element?.focus();
  }, []);
  return { slug, open, onClosed };
}

interface TeamDialogProps {
  member: TeamMember | undefined;
  onClosed: () => void;
  labels: { close: string; socialHeading: string; opensInNewTab: string };
}

/**
 * A native modal <dialog>: the rest of the page is inert while it is open, so focus stays inside.
 * Every way out (× button, Escape, backdrop click) ends in the dialog's own `close` event.
 */
export function TeamDialog({ member, onClosed, labels }: TeamDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (member && !dialog.open) {
      dialog.showModal();
      dialog.scrollTop = 0;
    }
  }, [member]);

  // Backdrop click is a pointer-only shortcut; Escape is the keyboard way out, handled by the browser.
  // A click whose target is the dialog box itself (its content fills the box) landed on the backdrop.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener("click", onClick);
    return () => dialog.removeEventListener("click", onClick);
  }, []);

  const close = () => ref.current?.close();

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="team-dialog-name" onClose={onClosed}>
      {member ? (
        <div className={styles.layout} data-member={member.slug}>
          <button type="button" className={styles.close} onClick={close} aria-label={labels.close}>
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
            <h2 id="team-dialog-name" className={styles.name}>
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
      ) : null}
    </dialog>
  );
}
