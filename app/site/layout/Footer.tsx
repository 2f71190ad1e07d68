import { navigation } from "#app/content/shared/navigation/data.ts";
import { useSite } from "#app/site/site.ts";
import { Logo } from "./Logo.tsx";
import styles from "./Footer.module.css";

/** Outline of each social network's mark, drawn at 20 px in the current text colour. */
const socialIconPaths = {
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 6v5.45h-4v-4.83c0-1.15-.02-2.63-1.6-2.63-1.61 0-1.86 1.25-1.86 2.55v4.91h-4v-11Z",
  x: "M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.46 21H2.39l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58L16.67 19.2Z",
};

function SocialIcon({ network }: { network: keyof typeof socialIconPaths }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={socialIconPaths[network]} />
    </svg>
  );
}

function LinkList({ className, links }: { className?: string; links: readonly { label: string; to: string }[] }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <a href={link.to}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const site = useSite();
  const { footer } = navigation;
  const year = new Date().getFullYear();
  const socials = [
    { label: "LinkedIn", href: site.social.linkedin, icon: <SocialIcon network="linkedin" /> },
    { label: "X", href: site.social.x, icon: <SocialIcon network="x" /> },
  ];

  return (
    <footer className={styles.footer} id="site-footer">
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo name={site.name} />
          <p>{footer.blurb}</p>
          <ul className={styles.social} aria-label={footer.socialLabel}>
            {socials.map((social) => (
              <li key={social.label}>
                <a href={social.href} target="_blank" rel="noopener noreferrer">
                  {social.icon}
                  <span className="visually-hidden">
                    {social.label} {footer.opensInNewTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footer.columns.map((column) => (
          <div key={column.title}>
            <h2 className={styles.columnTitle}>{column.title}</h2>
            <LinkList className={styles.links} links={column.links} />
          </div>
        ))}
        <div>
          <h2 className={styles.columnTitle}>{footer.contactTitle}</h2>
          <address className={styles.address}>
            {site.address.street}
            <br />
            {site.address.city}, {site.address.region} {site.address.postalCode}
            <br />
            {site.address.country}
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {year} {site.name}. {footer.rightsReserved}
        </p>
        <nav aria-label={footer.legalNavLabel}>
          <LinkList className={styles.legal} links={footer.legal} />
        </nav>
      </div>
    </footer>
  );
}
