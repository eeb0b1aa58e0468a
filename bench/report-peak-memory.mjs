// Preloaded into a child process by the benchmark: writes the process's peak RSS (bytes) to
// PEAK_MEMORY_FILE when it exits, so the build itself carries no measuring code.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  if (process.env.PEAK_MEMORY_FILE) writeFileSync(process.env.PEAK_MEMORY_FILE, String(process.resourceUsage().maxRSS * 1024));
});
