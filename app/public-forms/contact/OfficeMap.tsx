import { contactCopy, osmUrls } from "#app/content/pages/contact/copy.ts";
import styles from "./ContactDetails.module.css";

/**
 * Nothing is requested from OpenStreetMap until the visitor asks for the map: the button's click is
 * handled by the page's inline script (app/site/document/enhance.ts), which works before React hydrates
 * and inserts the map into the frame slot. React never renders that slot's content, so hydration
 * leaves an inserted map alone. Without JavaScript the address and a plain link remain.
 */
export function OfficeMap({ address }: { address: string }) {
  const { map } = contactCopy;
  const urls = osmUrls(map.latitude, map.longitude);
  return (
    <div className={styles.map} data-map-state="consent" data-map-src={urls.embed} data-map-title={map.iframeTitle}>
      <div data-map-frame="" data-frame-class={styles.frame} dangerouslySetInnerHTML={{ __html: "" }} />
      <div className={styles.placeholder}>
        <address className={styles.placeholderAddress}>{address}</address>
        <p className={styles.consent}>{map.consentNote}</p>
        <div className={styles.mapActions}>
          <button type="button" className="button button-primary" data-map-show="">
            {map.showMap}
          </button>
          <a href={urls.link} className={styles.osmLink} target="_blank" rel="noopener noreferrer">
            {map.openInOsm}
            <span className="visually-hidden"> {contactCopy.opensInNewTab}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
