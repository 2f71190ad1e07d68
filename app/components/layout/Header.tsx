import { useLocation } from "react-router";
import { navigation } from "~/content/shared/navigation/data";
import { useSite } from "~/lib/site";
import { Logo } from "./Logo";
import styles from "./Header.module.css";

/** Spec: the header turns solid once the page is scrolled more than 50 px (app/document/enhance.ts reads it). */
export const SCROLLED_THRESHOLD_PX = 50;
const MENU_ID = "site-menu";

/**
 * Platform markup, no React state, so it works the moment the HTML is parsed on every page:
 * the mobile menu is a popover (Escape and a click outside close it), and links are plain
 * links, because pages are documents (decision 064).
 */
export function Header() {
  const site = useSite();
  const { pathname } = useLocation();
  return (
    <header className={styles.header} data-solid-after={SCROLLED_THRESHOLD_PX}>
      <div className={`container ${styles.bar}`}>
        <a href="/" className={styles.logo} aria-label={navigation.homeLabel}>
          <Logo name={site.name} />
        </a>
        <nav aria-label={navigation.mainNavLabel} className={styles.desktopNav}>
          <ul>
            <PrimaryLinks className={styles.navLink} pathname={pathname} />
          </ul>
          <a href={navigation.cta.to} className={`button button-primary ${styles.cta}`}>
            {navigation.cta.label}
          </a>
        </nav>
        <button type="button" className={styles.menuButton} popoverTarget={MENU_ID}>
          <span className={`visually-hidden ${styles.openLabel}`}>{navigation.menuOpen}</span>
          <span className={`visually-hidden ${styles.closeLabel}`}>{navigation.menuClose}</span>
          <span className={styles.menuIcon} aria-hidden="true" />
        </button>
      </div>
      <nav id={MENU_ID} popover="auto" aria-label={navigation.mobileNavLabel} className={styles.mobileNav}>
        <ul className="container">
          <PrimaryLinks className={styles.mobileLink} pathname={pathname} />
          <li>
            <a href={navigation.cta.to} className={`button button-primary ${styles.mobileCta}`}>
              {navigation.cta.label}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}

/** The primary navigation's items, for the desktop bar and the mobile menu alike. */
function PrimaryLinks({ className, pathname }: { className?: string; pathname: string }) {
  return navigation.primary.map((link) => (
    <li key={link.to}>
      <a
        href={link.to}
        className={className}
        aria-current={pathname === link.to || pathname.startsWith(`${link.to}/`) ? "page" : undefined}
      >
        {link.label}
      </a>
    </li>
  ));
}
