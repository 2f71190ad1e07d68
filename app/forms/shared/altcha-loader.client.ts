/*
 * Loads the ALTCHA widget in the browser only. The "external" build is used
 * because it neither inlines its workers as blob: URLs nor injects scripts,
 * so it runs under the site's strict Content-Security-Policy; its workers are
 * emitted by Vite as same-origin files and its stylesheet is a normal CSS asset.
 */
import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import ShaWorker from "altcha/workers/sha?worker";

let registered = false;

export function registerAltcha(): void {
  if (registered) return;
  registered = true;
  const algorithms = globalThis.$altcha.algorithms;
  for (const name of ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"]) {
    algorithms.set(name, () => new Pbkdf2Worker());
  }
  for (const name of ["SHA-256", "SHA-384", "SHA-512"]) {
    algorithms.set(name, () => new ShaWorker());
  }
}
