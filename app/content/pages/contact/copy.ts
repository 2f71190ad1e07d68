import type { ContactCopy } from "./schema.ts";

/** Static copy of /contact; the form itself belongs to app/forms. */
export const contactCopy: ContactCopy = {
  heading: "Contact Us",
  subline: "We're always interested in connecting with founders, investors, and partners.",
  getInTouch: {
    heading: "Get in Touch",
    intro: "Tell us a little about yourself and what you would like to discuss. A partner reads every message.",
  },
  info: {
    heading: "Contact Information",
    addressLabel: "Office",
    phoneLabel: "Phone",
    emailLabel: "E-mail",
    hoursLabel: "Office hours",
  },
  opensInNewTab: "(opens in a new tab)",
  map: {
    heading: "Find us",
    showMap: "Show map",
    consentNote:
      "The map is served by OpenStreetMap. Showing it sends your IP address to the OpenStreetMap Foundation, so we load it only when you ask.",
    iframeTitle: "Map of the Noema Capital office",
    openInOsm: "Open in OpenStreetMap",
    latitude: 39.7459,
    longitude: -75.5484,
  },
};

/** Embed and link URLs for the office map; a small box around the marker. */
export function osmUrls(latitude: number, longitude: number) {
  const dLat = 0.004;
  const dLon = 0.008;
  const bbox = [longitude - dLon, latitude - dLat, longitude + dLon, latitude + dLat]
    .map((n) => n.toFixed(4))
    .join(",");
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`,
    link: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
  };
}
