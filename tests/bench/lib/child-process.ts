// Finds the stand-in child process this test process started (tests/support/standin.ts spawns it)
// and reads its resident memory from /proc (Linux), for the memory-stability check.
import { readdirSync, readFileSync } from 'node:fs';

const ENTRY = 'supabase/local/index.ts';

function parentOf(pid: string): number | null {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces, so split after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** The pid of this process's running stand-in child, or null when there is none. */
export function standInChildPid(): number | null {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && parentOf(name) === process.pid)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(ENTRY);
      } catch {
        return false;
      }
    })
    .map(Number);
  return children.length ? Math.max(...children) : null;
}

/** Resident set size in bytes (VmRSS), or null when the process is gone. */
export function residentBytes(pid: number): number | null {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}
