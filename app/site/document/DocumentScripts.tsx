import { DOCUMENT_ASSETS_ID, documentAssets } from "./captcha-assets.ts";
import missingMessage from "#app/public-forms/document-scripts/missing-message.ts?inline-script";
import enhance from "./enhance.ts?inline-script";
import { documentUrlPatterns } from "./document-paths.ts";

/**
 * Likely next documents are prerendered when the visitor shows intent (hover, pointer down):
 * moderate eagerness, same-origin documents only, never a form or an account page.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    { where: { or: documentUrlPatterns.map((pattern) => ({ href_matches: pattern })) }, eagerness: "moderate" },
  ],
});

/**
 * The inline scripts every page ends with. Static documents carry no nonce: their CSP lists these
 * scripts' hashes. Documents name, in a data block, the files their forms' captcha and modules load on demand
 * (decision 078), and say a required field's message when it is left empty before those arrive; the account and
 * the staff app, which hydrate, need none of it.
 */
export function DocumentScripts({
  nonce,
  speculation,
  captcha,
}: {
  nonce?: string;
  speculation: boolean;
  /** True on documents, whose forms this script brings to life. */
  captcha: boolean;
}) {
  return (
    <>
      {captcha ? (
        <script
          type="application/json"
          id={DOCUMENT_ASSETS_ID}
          dangerouslySetInnerHTML={{ __html: JSON.stringify(documentAssets) }}
        />
      ) : null}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: enhance }} />
      {captcha ? <script dangerouslySetInnerHTML={{ __html: missingMessage }} /> : null}
      {speculation ? (
        <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: speculationRules }} />
      ) : null}
    </>
  );
}
