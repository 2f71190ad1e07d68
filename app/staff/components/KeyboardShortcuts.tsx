import { useId, useRef, useState } from "react";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { useHydrated } from "#app/platform/use-hydrated.ts";
import { fill } from "#app/shared/venture-debt/format.ts";
import styles from "./Inbox.module.css";
import { type ShortcutKey, useShortcuts } from "./use-shortcuts.ts";

const copy = inboxCopy.shortcuts;
const KEY_OF: Record<keyof typeof copy.keys, ShortcutKey> = { next: "j", previous: "k", search: "/", help: "?" };

/** The first link of each row of the lead list: the one that opens the lead. */
const rowLinks = () =>
  [...document.querySelectorAll<HTMLTableRowElement>("[data-lead-rows] tbody tr")]
    .map((row) => row.querySelector<HTMLAnchorElement>("a[href]"))
    .filter((link): link is HTMLAnchorElement => link !== null);

/**
 * j and k, / and ? on a list page (rows) or a lead's page (the leads either side in the list), with
 * a button that opens the same list of shortcuts and a status line that says where j and k went.
 */
export function KeyboardShortcuts({ page }: { page: "list" | "lead" }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [said, say] = useState("");
  // Shortcuts need scripts: the button appears once they run (and so once the keys listen).
  const hydrated = useHydrated();

  const step = (by: 1 | -1) => {
    if (page === "lead") {
      document.querySelector<HTMLAnchorElement>(`nav a[rel="${by === 1 ? "next" : "prev"}"]`)?.click();
      return;
    }
    const links = rowLinks();
    if (links.length === 0) return;
    const at = links.findIndex((link) => link.closest("tr")?.contains(document.activeElement));
    const next = at === -1 ? 0 : Math.min(Math.max(at + by, 0), links.length - 1);
    const link = links[next]!;
    link.focus();
    link.closest("tr")?.scrollIntoView({ block: "nearest" });
    say(fill(copy.rowOf, { row: next + 1, count: links.length, name: link.textContent ?? "" }));
  };

  useShortcuts({
    j: () => step(1),
    k: () => step(-1),
    "/": () => {
      const search = document.querySelector<HTMLInputElement>("#filter-q");
      if (!search) return say(copy.noSearch);
      search.focus();
      search.select();
    },
    "?": () => dialog.current?.showModal(),
  });

  return (
    <>
      {hydrated ? (
        <button
          type="button"
          className={`${styles.button} ${styles.secondary} ${styles.shortcutsButton}`}
          onClick={() => dialog.current?.showModal()}
        >
          {copy.open}
        </button>
      ) : null}
      <p role="status" className="visually-hidden" data-shortcut-status>
        {said}
      </p>
      <dialog ref={dialog} aria-labelledby={titleId} className={styles.card}>
        <h2 id={titleId}>{copy.title}</h2>
        <ul className={styles.shortcutList}>
          {(Object.keys(KEY_OF) as (keyof typeof KEY_OF)[]).map((name) => (
            <li key={name}>
              <kbd>{KEY_OF[name]}</kbd> {copy.keys[name]}
            </li>
          ))}
        </ul>
        <form method="dialog">
          <button type="submit" className={styles.button}>
            {copy.close}
          </button>
        </form>
      </dialog>
    </>
  );
}
