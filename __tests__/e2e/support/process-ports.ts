import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

// The TCP ports a process and all its descendants listen on, read from Linux's /proc: each process's
// open sockets (/proc/<pid>/fd, `socket:[inode]`) matched against the listening sockets of
// /proc/net/tcp and tcp6 (state 0A). What `ss -ltnp` shows, without needing it installed or root.

/** The process and every descendant, by their parent's id in /proc/<pid>/stat. */
export function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: the fields after its last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(name)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of parents.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

function socketInodes(pid: number): string[] {
  try {
    return readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      try {
        return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? [];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

export type ListeningPort = { port: number; address: string; pid: number; command: string };

/** Hex address of /proc/net/tcp{,6} as text: 0100007F → 127.0.0.1; IPv6 as its eight groups. */
function addressOf(hex: string): string {
  if (hex.length === 8)
    return (hex.match(/../g) ?? [])
      .reverse()
      .map((byte) => parseInt(byte, 16))
      .join('.');
  const words = (hex.match(/.{8}/g) ?? []).map((word) => (word.match(/../g) ?? []).reverse().join(''));
  return (words.join('').match(/.{4}/g) ?? []).map((group) => group.replace(/^0+(?=.)/, '')).join(':');
}

/** Every TCP port the tree of `root` listens on, with the process that holds it. */
export function listeningPorts(root: number): ListeningPort[] {
  const owner = new Map<string, number>();
  for (const pid of processTree(root)) for (const inode of socketInodes(pid)) owner.set(inode, pid);
  const ports: ListeningPort[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const pid = owner.get(fields[9] ?? '');
      if (fields[3] !== '0A' || pid === undefined) continue;
      const [address, port] = (fields[1] ?? '').split(':');
      let command = '';
      try {
        command = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      } catch {
        // ended meanwhile
      }
      ports.push({ port: parseInt(port ?? '0', 16), address: addressOf(address ?? ''), pid, command });
    }
  }
  return ports;
}
