import type { TeamMember } from "./schema.ts";
import { responsiveImage } from "#app/content/shared/images/sources.ts";

export const team: TeamMember[] = [
  {
    slug: "elena-marchetti",
    name: "Elena Marchetti",
    role: "Managing Partner",
    bio: "Elena founded Noema Capital after 18+ years structuring growth and venture debt across Europe. She leads the investment committee.",
    longBio: [
      "Elena Marchetti is the founder and Managing Partner of Noema Capital, where she chairs the investment committee and leads the firm's largest financings.",
      "With 18+ years in technology lending, she has led over 50 venture and growth debt transactions for companies in twelve European countries, from first facilities for Series A software companies to structured financings for deeptech manufacturers. Before founding Noema she was a partner in the technology lending team of a pan-European growth credit fund in Milan and London, and earlier worked in leveraged finance at an international bank.",
      "Elena started Noema on a simple conviction: that the data founders already run their companies on can underwrite debt more accurately, and more fairly, than a last-round multiple and a page of covenants.",
      "She holds a degree in economics from Università Bocconi and an MBA from INSEAD, and mentors founders through several European accelerator programmes.",
    ].join("\n"),
    socials: [
      {
        network: "linkedin",
        label: "Elena Marchetti on LinkedIn",
        url: "https://www.linkedin.com/in/elena-marchetti-noema",
      },
      { network: "email", label: "E-mail Elena Marchetti", url: "mailto:elena@noema.example" },
    ],
    leadership: true,
  },
  {
    slug: "lukas-brandt",
    name: "Lukas Brandt",
    role: "General Partner & COO",
    bio: "Lukas runs Noema's underwriting platform and portfolio operations, drawing on 16+ years in credit risk, data science and fintech operations.",
    longBio: [
      "Lukas Brandt is General Partner and Chief Operating Officer of Noema Capital. He is responsible for the firm's underwriting models, portfolio monitoring and operations across its markets.",
      "Lukas brings 16+ years of experience at the intersection of credit and technology. He built and led the credit risk team of a Berlin-based lending fintech through its expansion into six countries, and before that developed risk models for SME and structured lending at a German banking group.",
      "At Noema he designed the data platform that reads founders' billing, accounting and bank exports, and the scenario models that turn that data into terms. He insists that every model output is explainable to the founder it affects.",
      "Lukas studied mathematics at the Technical University of Munich and holds a PhD in financial econometrics from Humboldt University of Berlin.",
    ].join("\n"),
    socials: [
      {
        network: "linkedin",
        label: "Lukas Brandt on LinkedIn",
        url: "https://www.linkedin.com/in/lukas-brandt-noema",
      },
      { network: "email", label: "E-mail Lukas Brandt", url: "mailto:lukas@noema.example" },
    ],
    leadership: true,
  },
  {
    slug: "sofia-lindqvist",
    name: "Sofia Lindqvist",
    role: "Principal, Data Science",
    bio: "Sofia builds the models behind Noema's underwriting and monitoring, after a decade in machine learning for payments risk.",
    longBio: [
      "Sofia Lindqvist leads data science at Noema Capital. Her team builds the cohort, cash-flow and scenario models that turn a company's operating data into facility terms, and the monitoring that follows each loan after closing.",
      "Before Noema she spent ten years in machine learning for payments and credit risk, most recently leading fraud and credit modelling at a Stockholm payments company processing transactions in over thirty countries.",
      "Sofia holds an MSc in engineering physics from KTH Royal Institute of Technology and focuses on models whose outputs a founder can read, question and verify.",
    ].join("\n"),
    socials: [
      {
        network: "linkedin",
        label: "Sofia Lindqvist on LinkedIn",
        url: "https://www.linkedin.com/in/sofia-lindqvist-noema",
      },
    ],
    leadership: false,
  },
  {
    slug: "mateo-ruiz",
    name: "Mateo Ruiz",
    role: "Investment Director",
    bio: "Mateo originates and structures facilities for software and healthtech companies in Southern Europe and the UK.",
    longBio: [
      "Mateo Ruiz is an Investment Director at Noema Capital, responsible for origination and structuring across Spain, Portugal, Italy and the United Kingdom, with a focus on software and healthtech.",
      "He joined from the growth lending team of a European bank's venture unit, where he worked on more than thirty facilities for venture-backed companies, and started his career in corporate finance advising technology founders on acquisitions.",
      "Mateo studied business administration at ESADE in Barcelona and holds the CFA charter.",
    ].join("\n"),
    socials: [
      { network: "linkedin", label: "Mateo Ruiz on LinkedIn", url: "https://www.linkedin.com/in/mateo-ruiz-noema" },
    ],
    leadership: false,
  },
];

export function findTeamMember(slug: string): TeamMember | undefined {
  return team.find((member) => member.slug === slug);
}

/** Responsive portrait sources produced under public/images/team/. */
export const portraitSources = (slug: string) => responsiveImage(`/images/team/${slug}`, 320, 640, 640);

/** The partners shown under "Leadership", in the order of the team list. */
export function leaders(): TeamMember[] {
  return team.filter((member) => member.leadership);
}
