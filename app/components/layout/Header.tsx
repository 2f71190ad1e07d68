import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { navigation } from "~/content/shared/navigation/data";
import { useSite } from "~/lib/site";
import { Logo } from "./Logo";
import styles from "./Header.module.css";

/** Spec: the header turns solid once the page is scrolled more than 50 px. */
export const SCROLLED_THRESHOLD_PX = 50;

export function Header() {
  const site = useSite();
  const location = useLocation();
  const menuId = useId();
  // The menu belongs to the location it was opened on, so any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenedAt(open ? location.key : null);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpenedAt(null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className={styles.header} data-scrolled={scrolled || menuOpen ? "true" : "false"}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo} aria-label={navigation.homeLabel}>
          <Logo name={site.name} />
        </Link>
        <nav aria-label={navigation.mainNavLabel} className={styles.desktopNav}>
          <ul>
            <PrimaryLinks className={styles.navLink} />
          </ul>
          <Link to={navigation.cta.to} className={`button button-primary ${styles.cta}`}>
            {navigation.cta.label}
          </Link>
        </nav>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="visually-hidden">{menuOpen ? navigation.menuClose : navigation.menuOpen}</span>
          <span className={styles.menuIcon} aria-hidden="true" />
        </button>
      </div>
      <nav id={menuId} aria-label={navigation.mobileNavLabel} className={styles.mobileNav} hidden={!menuOpen}>
        <ul className="container">
          <PrimaryLinks className={styles.mobileLink} />
          <li>
            <Link to={navigation.cta.to} className={`button button-primary ${styles.mobileCta}`}>
              {navigation.cta.label}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}

/** The primary navigation's items, for the desktop bar and the mobile menu alike. */
function PrimaryLinks({ className }: { className?: string }) {
  return navigation.primary.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} className={className}>
        {link.label}
      </NavLink>
    </li>
  ));
}
