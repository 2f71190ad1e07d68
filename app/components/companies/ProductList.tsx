import { SectionHeader } from "~/components/common/SectionHeader";
import type { SectionIntro } from "~/content/shared";
import styles from "./ProductList.module.css";

export function ProductList({
  intro,
  products,
}: {
  intro: SectionIntro;
  products: { name: string; description: string }[];
}) {
  return (
    <section className={`section ${styles.section}`} aria-labelledby="products-heading">
      <div className="container">
        <SectionHeader id="products-heading" {...intro} />
        <dl className={styles.list}>
          {products.map((product) => (
            <div key={product.name} className={styles.item}>
              <dt className={styles.name}>{product.name}</dt>
              <dd className={styles.text}>{product.description}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
