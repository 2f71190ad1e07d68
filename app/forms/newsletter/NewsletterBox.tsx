import { type FormEvent, useEffect, useRef, useState } from "react";
import type { NewsletterSignup as NewsletterSignupComponent, TakeOver } from "./NewsletterSignup";
import { useHydrated } from "~/lib/use-hydrated";
import altchaStyles from "../shared/AltchaField.module.css";
import newsletterStyles from "./NewsletterSignup.module.css";

type Signup = typeof NewsletterSignupComponent;
const loadSignup = () => import("./NewsletterSignup");
// The server renders the box at once (a lazy component would stream it hidden,
// behind an inline script, which no-JS visitors never run); the browser build drops this.
const ServerSignup = import.meta.env.SSR ? (await loadSignup()).NewsletterSignup : () => null;

/** The email field's id in the prerendered box (Conform's `<form id>-<name>`, see NewsletterSignup). */
const PRERENDERED_EMAIL_ID = "newsletter-form-email";

/*
 * The prerendered box is styled before its code loads, so its stylesheets must
 * come with the page, not with the lazily loaded chunk. Vite leaves out a CSS
 * module whose class map nobody reads, hence these reads. (Form.module.css only
 * styles what the box shows after an answer, so it comes with the code.)
 */
void altchaStyles.captcha;
void newsletterStyles.box;

interface NewsletterBoxProps {
  headingLevel?: "h2" | "h3";
}

/**
 * The newsletter box on content pages (/insights), whose JavaScript budget has no
 * room for Conform, zod and the ALTCHA widget. The server renders the whole box
 * (NewsletterSignup) into the page, so it works as a plain form without
 * JavaScript. Hydration leaves that HTML alone; on the visitor's first focus or
 * pointer press in it, the real component loads, takes the box over with what
 * was typed and the focus, and only then loads and solves the captcha.
 * After a client-side navigation there is no server HTML, so the box loads at
 * once (its captcha still waits for interaction).
 */
export function NewsletterBox({ headingLevel = "h2" }: NewsletterBoxProps) {
  const hydrated = useHydrated();
  // True only when the first render is hydration: then the server's HTML is in the page.
  const [keepServerHtml] = useState(() => !hydrated);
  const [Signup, setSignup] = useState<Signup | null>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const loadFailed = useRef(false);

  function load() {
    if (loading.current) return;
    loading.current = true;
    loadSignup()
      .then(({ NewsletterSignup }) => setSignup(() => NewsletterSignup))
      .catch(() => {
        // From now on the prerendered form posts to /newsletter, which answers without JavaScript.
        loading.current = false;
        loadFailed.current = true;
      });
  }

  useEffect(() => {
    // After a client-side navigation, or when the field was focused before hydration finished.
    if (!keepServerHtml || slotRef.current?.contains(document.activeElement)) load();
  }, [keepServerHtml]);

  if (typeof document === "undefined") {
    return (
      <div>
        <ServerSignup headingLevel={headingLevel} captchaOnEngagement />
      </div>
    );
  }

  if (Signup) {
    return (
      <div ref={slotRef}>
        <TakeOverBox Signup={Signup} headingLevel={headingLevel} fromPrerendered={keepServerHtml} />
      </div>
    );
  }

  if (!keepServerHtml) return <div ref={slotRef} />;

  return (
    <div
      ref={slotRef}
      // Keeps the server-rendered box as it is: React neither hydrates nor replaces it.
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
      onFocus={load}
      onPointerDown={load}
      onSubmit={(event: FormEvent) => {
        // Posting before the box has taken over would go without the captcha: take over first,
        // unless its code could not be loaded; then the plain post is the way through.
        if (loadFailed.current) return;
        event.preventDefault();
        load();
      }}
    />
  );
}

interface TakeOverBoxProps {
  Signup: Signup;
  headingLevel: "h2" | "h3";
  fromPrerendered: boolean;
}

function TakeOverBox({ Signup, headingLevel, fromPrerendered }: TakeOverBoxProps) {
  // The prerendered copy is still in the document during this first render, and the
  // commit that replaces it follows in the same task, so no keystroke is lost.
  const [takeOver] = useState<TakeOver | undefined>(() => {
    if (!fromPrerendered) return undefined;
    const input = document.getElementById(PRERENDERED_EMAIL_ID);
    if (!(input instanceof HTMLInputElement)) return undefined;
    return { email: input.value, focused: document.activeElement === input };
  });
  return <Signup headingLevel={headingLevel} captchaOnEngagement takeOver={takeOver} />;
}
