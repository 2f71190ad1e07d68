import { HeadedSection } from "#app/shared/ui/HeadedSection.tsx";
import type { SectionIntro } from "#app/content/shared/blocks/schema.ts";
import styles from "./ProductList.module.css";

export function ProductList({
  intro,
  products,
}: {
  intro: SectionIntro;
  products: { name: string; description: string }[];
}) {
  return (
    <HeadedSection headingId="products-heading" {...intro} className={styles.section}>
      <dl className={styles.list}>
        {products.map((product) => (
          <div key={product.name} className={styles.item}>
            <dt className={styles.name}>{product.name}</dt>
            <dd className={styles.text}>{product.description}</dd>
          </div>
        ))}
      </dl>
    </HeadedSection>
  );
}
