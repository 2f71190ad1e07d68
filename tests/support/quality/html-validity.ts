import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const VNU_JAR = path.resolve(import.meta.dirname, "../../../node_modules/vnu-jar/build/dist/vnu.jar");

export interface HtmlMessage {
  line?: number;
  message: string;
  extract?: string;
}

export interface HtmlValidity {
  path: string;
  errors: HtmlMessage[];
  warnings: HtmlMessage[];
}

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Checks documents with the Nu HTML Checker. It refuses local URLs, so the HTML
 * is handed over as files in a temporary directory: one JVM start for all pages.
 */
export async function validateHtml(documents: { path: string; html: string }[]): Promise<HtmlValidity[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "noema-vnu-"));
  try {
    const files = documents.map((document, index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, document.html);
      return file;
    });
    const output = await runVnu(files);
    const byFile = new Map(
      files.map((file, index) => [file, { path: documents[index]!.path, errors: [], warnings: [] } as HtmlValidity]),
    );
    for (const message of output.messages) {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : undefined;
      const target = file ? byFile.get(file) : undefined;
      if (!target) throw new Error(`The HTML checker failed: ${message.message}`);
      const entry = {
        line: message.lastLine,
        message: message.message,
        extract: message.extract?.trim().slice(0, 160),
      };
      if (message.type === "info") {
        if (message.subType === "warning") target.warnings.push(entry);
      } else {
        target.errors.push(entry);
      }
    }
    return [...byFile.values()];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runVnu(files: string[]): Promise<{ messages: VnuMessage[] }> {
  return new Promise((resolve, reject) => {
    const java = spawn("java", ["-jar", VNU_JAR, "--format", "json", "--stdout", ...files], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    java.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    java.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    java.once("error", (error) =>
      reject(new Error(`Could not run java for the HTML checker (install default-jre-headless): ${error.message}`)),
    );
    // vnu exits 1 when it found errors; only unreadable output is a failure of the tool.
    java.once("close", () => {
      try {
        resolve(JSON.parse(stdout) as { messages: VnuMessage[] });
      } catch {
        reject(new Error(`The HTML checker gave no JSON report:\n${stderr || stdout}`));
      }
    });
  });
}
