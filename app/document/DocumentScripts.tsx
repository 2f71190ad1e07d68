import { DOCUMENT_ASSETS_ID, documentAssets } from "./captcha-assets";
import enhance from "./enhance.ts?inline-script";
import { documentUrlPatterns } from "~/content/document-paths";

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
 * scripts' hashes; they also name, in a data block, the files their forms' captcha loads on demand.
 * Hydrated pages pass their nonce, and React brings their captcha.
 */
export function DocumentScripts({ nonce, speculation }: { nonce?: string; speculation: boolean }) {
  return (
    <>
      {nonce === undefined ? (
        <script
          type="application/json"
          id={DOCUMENT_ASSETS_ID}
          dangerouslySetInnerHTML={{ __html: JSON.stringify(documentAssets) }}
        />
      ) : null}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: enhance }} />
      {speculation ? (
        <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: speculationRules }} />
      ) : null}
    </>
  );
}
