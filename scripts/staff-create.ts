// `npm run staff:create -- --email you@noema.example --name "Your Name" [--role admin]`
// Kept for existing runbooks: the same as `npm run staff -- create …` (see scripts/staff.ts).
process.argv.splice(2, 0, "create");
await import("./staff.ts");
export {};
