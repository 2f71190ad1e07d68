// The ALTCHA widget's self-contained "external" build (no blob: workers, no injected scripts, so it runs under the
// hash CSP), bundled here only so that it is served minified: 29.5 KB gzip instead of 50 (decision 078).
import "altcha/external";
