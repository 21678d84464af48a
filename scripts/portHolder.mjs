// Who listens on a local TCP port, for an error a person can act on. Linux's /proc only; elsewhere "another program".
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** The socket inodes listening on `port` (state 0A) in /proc/net/tcp and tcp6. */
function listeningInodes(port) {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (local?.endsWith(hex) && state === '0A') inodes.add(inode);
    }
  }
  return inodes;
}

/** "process <pid> (<command line>)" of the program listening on `port`, as far as this user may see it. */
export function portHolder(port) {
  try {
    const inodes = listeningInodes(port);
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let fds = [];
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue; // another user's process, or gone
      }
      for (const fd of fds) {
        let link = '';
        try {
          link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          continue;
        }
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode && inodes.has(inode)) {
          const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
          return `process ${pid} (${command})`;
        }
      }
    }
  } catch {
    // no /proc here
  }
  return 'another program';
}
