import { SectionHeader } from "~/components/common/SectionHeader";
import type { FundingCategory } from "~/content/funding";
import type { SectionIntro } from "~/content/shared";
import styles from "./WhoWeFund.module.css";

export function WhoWeFund({ intro, categories }: { intro: SectionIntro; categories: FundingCategory[] }) {
  return (
    <section className="section" aria-labelledby="who-we-fund">
      <div className="container">
        <SectionHeader id="who-we-fund" {...intro} />
        <ul className={styles.grid}>
          {categories.map((category) => (
            <li key={category.id} className={styles.card}>
              <h3 className={styles.title}>{category.title}</h3>
              <p className={styles.summary}>{category.summary}</p>
              <ul className={styles.items}>
                {category.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
