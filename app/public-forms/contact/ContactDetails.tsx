import { Icon } from "#app/shared/ui/Icon.tsx";
import { contactCopy } from "#app/content/pages/contact/copy.ts";
import { telHref } from "#app/content/shared/site/data.ts";
import { useSite } from "#app/site/site.ts";
import { OfficeMap } from "./OfficeMap.tsx";
import styles from "./ContactDetails.module.css";

/** 'Contact Information': address, phone, e-mail, office hours and the consent-gated map. */
export function ContactDetails() {
  const site = useSite();
  const { info, map } = contactCopy;
  const { street, city, region, postalCode, country } = site.address;
  const oneLine = `${street}, ${city}, ${region} ${postalCode}, ${country}`;
  return (
    <section className={styles.section} aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading" className={styles.heading}>
        {info.heading}
      </h2>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{info.addressLabel}</dt>
          <dd>
            <address>
              {street}
              <br />
              {city}, {region} {postalCode}
              <br />
              {country}
            </address>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{info.phoneLabel}</dt>
          <dd>
            <a href={telHref(site.phone)}>{site.phone}</a>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{info.emailLabel}</dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{info.hoursLabel}</dt>
          <dd>
            <ul className={styles.hours}>
              {site.officeHours.map((entry) => (
                <li key={entry.days}>
                  <span>{entry.days}</span> <span>{entry.hours}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <h3 className={styles.mapHeading}>
        <Icon name="compass" size={20} />
        {map.heading}
      </h3>
      <OfficeMap address={oneLine} />
    </section>
  );
}
