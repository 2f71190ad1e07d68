import { useState } from "react";
import { contactCopy, osmUrls } from "~/content/pages/contact/copy";
import styles from "./ContactDetails.module.css";

/**
 * Nothing is requested from OpenStreetMap until the visitor asks for the map.
 * Without JavaScript the button does nothing, so the address and a plain link remain.
 */
export function OfficeMap({ address }: { address: string }) {
  const [shown, setShown] = useState(false);
  const { map } = contactCopy;
  const urls = osmUrls(map.latitude, map.longitude);
  return (
    <div className={styles.map} data-map-state={shown ? "shown" : "consent"}>
      {shown ? (
        <iframe
          className={styles.frame}
          title={map.iframeTitle}
          src={urls.embed}
          width="100%"
          height="400"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className={styles.placeholder}>
          <address className={styles.placeholderAddress}>{address}</address>
          <p className={styles.consent}>{map.consentNote}</p>
          <div className={styles.mapActions}>
            <button type="button" className="button button-primary" onClick={() => setShown(true)}>
              {map.showMap}
            </button>
            <a href={urls.link} className={styles.osmLink} target="_blank" rel="noopener noreferrer">
              {map.openInOsm}
              <span className="visually-hidden"> {contactCopy.opensInNewTab}</span>
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
