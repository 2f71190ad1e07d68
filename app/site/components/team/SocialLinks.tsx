import { Icon } from "#app/shared/ui/Icon.tsx";
import type { SocialLink } from "#app/content/shared/team/schema.ts";
import styles from "./SocialLinks.module.css";

/** Icon links; with showUrl the address is written out (dialog). New tab for web links only. */
export function SocialLinks({
  links,
  showUrl = false,
  newTabNote,
}: {
  links: SocialLink[];
  showUrl?: boolean;
  newTabNote: string;
}) {
  return (
    <ul className={styles.list} data-show-url={showUrl ? "true" : "false"}>
      {links.map((link) => {
        const web = !link.url.startsWith("mailto:");
        const text = link.url.replace(/^mailto:/, "").replace(/^https:\/\/(www\.)?/, "");
        return (
          <li key={link.url}>
            <a
              href={link.url}
              className={styles.link}
              target={web ? "_blank" : undefined}
              rel={web ? "noopener noreferrer" : undefined}
              aria-label={showUrl ? undefined : `${link.label}${web ? ` ${newTabNote}` : ""}`}
            >
              <Icon name={link.network} size={20} />
              {showUrl ? (
                <span className={styles.url}>
                  <span className="visually-hidden">{link.label}: </span>
                  {text}
                  {web ? <span className="visually-hidden"> {newTabNote}</span> : null}
                </span>
              ) : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
