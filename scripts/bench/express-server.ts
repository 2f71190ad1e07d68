// A second reference point: bare Express 5 (no middleware) sending the same prerendered file
// from memory. It shows how much of the gap to node:http is Express itself.
// Run as its own process: node scripts/bench/express-server.ts <file>
import { readFileSync } from "node:fs";
import express from "express";

const html = readFileSync(process.argv[2] ?? "build/client/about/index.html");
const app = express();
app.get("/about", (_req, res) => {
  res.type("html").send(html);
});
const server = app.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  console.log(`express server listening on http://127.0.0.1:${port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
