export interface HealthzWatch {
  /** The longest wait for an answer, the number of answers, and why polling stopped early if it did. */
  stop: () => Promise<{ longestMs: number; polls: number; failure?: string }>;
}

/**
 * Asks /healthz one request after another until stopped and keeps the longest wait for an answer:
 * how long the server's event loop was kept from answering anyone (plus one local round trip).
 */
export function watchHealthz(baseURL: string, intervalMs = 10): HealthzWatch {
  let running = true;
  let longestMs = 0;
  let polls = 0;
  let failure: string | undefined;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      try {
        const response = await fetch(`${baseURL}/healthz`);
        await response.arrayBuffer();
        if (response.status !== 200) failure = `/healthz answered ${response.status}`;
      } catch (error) {
        failure = `/healthz failed: ${String(error)}`;
      }
      // A poll that never got an answer (the server died) waited too: it counts toward the longest.
      longestMs = Math.max(longestMs, performance.now() - start);
      if (failure) return;
      polls += 1;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { longestMs: Math.round(longestMs), polls, ...(failure ? { failure } : {}) };
    },
  };
}
