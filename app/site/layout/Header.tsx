import { useLocation } from "react-router";
import { navigation } from "#app/content/shared/navigation/data.ts";
import { useSite } from "#app/site/site.ts";
import { Logo } from "./Logo.tsx";
import styles from "./Header.module.css";

/** Spec: the header turns solid once the page is scrolled more than 50 px (app/site/document/enhance.ts reads it). */
export const SCROLLED_THRESHOLD_PX = 50;
const MENU_ID = "site-menu";
const COMPANIES_MENU_ID = "companies-menu";

/**
 * Platform markup, no React state, so it works the moment the HTML is parsed on every page, with or
 * without JavaScript: the mobile menu and the desktop 'For Companies' menu are popovers (Escape and a
 * click outside close them), and links are plain links, because pages are documents (decision 064).
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
            <li className={styles.menuItem}>
              <button
                type="button"
                className={styles.navLink}
                popoverTarget={COMPANIES_MENU_ID}
                aria-current={inCompaniesMenu(pathname) ? "page" : undefined}
              >
                {navigation.companiesMenu.label}
                <span className={styles.chevron} aria-hidden="true" />
              </button>
              <div id={COMPANIES_MENU_ID} popover="auto" className={styles.companiesMenu}>
                <CompaniesGroups pathname={pathname} idPrefix="desktop" linkClassName={styles.menuLink} />
              </div>
            </li>
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
          <li className={styles.mobileGroup}>
            <p className={styles.mobileGroupLabel}>{navigation.companiesMenu.label}</p>
            <CompaniesGroups pathname={pathname} idPrefix="mobile" linkClassName={styles.mobileSubLink} />
          </li>
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

const companiesMenuPaths = [...navigation.companiesMenu.pages, ...navigation.companiesMenu.industries].map(
  (link) => link.to,
);

function inCompaniesMenu(pathname: string): boolean {
  return companiesMenuPaths.includes(pathname);
}

/** The companies pages and the industries, each a labelled list: the desktop menu and the mobile menu's group. */
function CompaniesGroups(props: { pathname: string; idPrefix: string; linkClassName?: string }) {
  const { pathname, idPrefix, linkClassName } = props;
  const menu = navigation.companiesMenu;
  const groups = [
    { id: "pages", label: menu.pagesLabel, links: menu.pages },
    { id: "industries", label: menu.industriesLabel, links: menu.industries },
  ];
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <div key={group.id} className={styles.group}>
          <p className={styles.groupLabel} id={`${idPrefix}-menu-${group.id}`}>
            {group.label}
          </p>
          <ul aria-labelledby={`${idPrefix}-menu-${group.id}`}>
            {group.links.map((link) => (
              <li key={link.to}>
                <a href={link.to} className={linkClassName} aria-current={pathname === link.to ? "page" : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
