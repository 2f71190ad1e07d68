// Who and what the demo data is made of: European founders, companies and the firm's partners.
// Deterministic (no randomness), so two runs give the same screens for screenshots and reviews.

export const DEMO_PARTNERS = [
  { name: "Ingrid Halvorsen", email: "ingrid@noema.example", role: "admin" as const, timeZone: "Europe/Oslo" },
  { name: "Matteo Ricci", email: "matteo@noema.example", role: "member" as const, timeZone: "Europe/Rome" },
  { name: "Claire Dubois", email: "claire@noema.example", role: "member" as const, timeZone: "Europe/Paris" },
];

export const DEMO_FOUNDERS = [
  ["Jürgen", "Schröder", "DE"],
  ["Mette", "Sørensen", "DK"],
  ["Łukasz", "Wójcik", "PL"],
  ["Aoife", "Ní Bhriain", "IE"],
  ["José", "Núñez", "ES"],
  ["Chiara", "Bianchi", "IT"],
  ["Émile", "Lefèvre", "FR"],
  ["Sanne", "de Vries", "NL"],
  ["Björn", "Åkesson", "SE"],
  ["Helena", "Koskinen", "FI"],
  ["Tomáš", "Dvořák", "CZ"],
  ["Inês", "Carvalho", "PT"],
  ["Oskar", "Brunner", "AT"],
  ["Eleni", "Papadopoulou", "GR"],
  ["Luc", "Peeters", "BE"],
  ["Greta", "Müller", "CH"],
  ["Priya", "Shah", "GB"],
  ["Kasper", "Nielsen", "DK"],
  ["Anna", "Kowalska", "PL"],
  ["Marco", "Conti", "IT"],
] as const;

export const DEMO_COMPANIES = [
  ["Nordlicht Energie", "Battery storage for industrial sites, sold as a service.", "Earlybird, Cherry Ventures"],
  ["Fjordbyte", "Payments routing for Nordic merchants across card and account-to-account rails.", "Northzone"],
  ["Wisła Robotics", "Warehouse picking robots leased per pick.", "Inovo, OTB Ventures"],
  ["Tonnta Health", "Remote monitoring for cardiac patients, reimbursed in three markets.", "Frontline Ventures"],
  ["Cobalto Logistics", "Route optimisation for last-mile delivery fleets.", "Kibo Ventures"],
  ["Ferrovia Data", "Predictive maintenance for rail operators.", "United Ventures"],
  ["Atelier Quantique", "Quantum-safe encryption for banks' core systems.", "Partech, Elaia"],
  ["Polderpay", "B2B invoicing and financing for construction firms.", "Peak, Endeit"],
  ["Skärgård Bio", "Enzymes for low-carbon textile dyeing.", "Industrifonden"],
  ["Revontuli Games", "Live-service mobile strategy games.", "Play Ventures"],
  ["Vltava Security", "Endpoint detection for mid-sized manufacturers.", "Credo Ventures"],
  ["Maré Analytics", "Demand forecasting for grocery chains.", "Indico Capital"],
] as const;

export const DEMO_STATUSES = [
  ...Array<string>(14).fill("new"),
  ...Array<string>(14).fill("reviewing"),
  ...Array<string>(12).fill("due_diligence"),
  ...Array<string>(8).fill("funded"),
  ...Array<string>(8).fill("declined"),
  ...Array<string>(4).fill("withdrawn"),
];

export const DEMO_QUESTIONS = [
  "Could you share the last 24 months of management accounts?",
  "How much of the ARR is contracted beyond twelve months?",
  "What covenants sit on your existing debt?",
];

export const DEMO_ANSWERS = [
  "Uploaded them to the documents page this morning.",
  "About 70% is on multi-year contracts; I have added the cohort file.",
  "One revolving facility with a minimum cash covenant of €1M.",
];

/** Contact messages: first name, last name, organisation, subject (the contact form's subjects). */
export const DEMO_WRITERS = [
  ["Sophie", "Laurent", "Les Échos", "Media Inquiry"],
  ["Henrik", "Berg", "Nordic LP Partners", "Investor Inquiry"],
  ["Elena", "Rossi", "Banca Alpina", "Partnership Opportunity"],
  ["David", "Cohen", "Sifted", "Media Inquiry"],
  ["Katarzyna", "Nowak", "Vistula Ventures", "Partnership Opportunity"],
  ["Tom", "Walsh", "Dublin Angels", "Investor Inquiry"],
  ["Ana", "Ferreira", "Lisbon Founders", "Founder Inquiry"],
  ["Felix", "Wagner", "Handelsblatt", "Media Inquiry"],
] as const;

export const DEMO_TASKS = [
  "Call the CFO about the forecast",
  "Check the cap table against the deck",
  "Draft term sheet",
];

/** A tiny valid PDF, so demo documents download and open. */
export const DEMO_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
