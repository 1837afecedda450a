import fs from 'node:fs';

/** What `eraseSecretsFromEnvironment` did. */
export interface EnvironmentErasure {
  /** Variables removed from `process.env` because their value held a secret. */
  removed: string[];
  /**
   * The process's initial environment block (what `/proc/<pid>/environ` shows to any process of
   * the same user, the server under test included): `overwritten` when every secret value in it
   * was overwritten with `*`, `clean` when it held none, `unavailable` off Linux or when it could
   * not be written (then the reason is in `problem`).
   */
  initialBlock: 'overwritten' | 'clean' | 'unavailable';
  problem?: string;
}

/** Fields of /proc/<pid>/stat (1-based, counted as proc(5) does) that bound the environment block. */
const ENV_START_FIELD = 50;
const ENV_END_FIELD = 51;

/**
 * Removes every variable whose value `isSecret` says holds a secret from `process.env`, and on Linux
 * overwrites those values in the initial environment block too. Deleting from `process.env` alone
 * does not change `/proc/self/environ`: the kernel shows the memory the block was first written to,
 * so a process of the same user (the stdio server reading `/proc/<ppid>/environ`, an in-process
 * module reading `/proc/self/environ`) would still read the secret there. A process may write its
 * own memory through `/proc/self/mem`, which Node can do without a native addon; the block's
 * bounds are in `/proc/self/stat`. Call it once every setting has been read from the environment.
 */
export function eraseSecretsFromEnvironment(isSecret: (value: string) => boolean): EnvironmentErasure {
  const removed: string[] = [];
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && isSecret(value)) {
      delete process.env[name];
      removed.push(name);
    }
  }
  if (process.platform !== 'linux') return { removed, initialBlock: 'unavailable', problem: 'not Linux' };
  try {
    return { removed, initialBlock: overwriteInitialBlock(isSecret) };
  } catch (error) {
    return { removed, initialBlock: 'unavailable', problem: (error as Error).message };
  }
}

function overwriteInitialBlock(isSecret: (value: string) => boolean): 'overwritten' | 'clean' {
  const stat = fs.readFileSync('/proc/self/stat', 'latin1');
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const start = Number(fields[ENV_START_FIELD - 3]);
  const end = Number(fields[ENV_END_FIELD - 3]);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end <= start) {
    throw new Error('/proc/self/stat does not give the environment block (Linux older than 3.5?)');
  }
  const fd = fs.openSync('/proc/self/mem', 'r+');
  try {
    const block = Buffer.alloc(end - start);
    fs.readSync(fd, block, 0, block.length, start);
    let overwritten = false;
    let offset = 0;
    while (offset < block.length) {
      let stop = block.indexOf(0, offset);
      if (stop < 0) stop = block.length;
      const equals = block.indexOf(0x3d, offset);
      if (equals >= 0 && equals < stop && isSecret(block.toString('utf8', equals + 1, stop))) {
        // The name stays, so /proc shows which variable was erased; the value becomes `*`s.
        const stars = Buffer.alloc(stop - equals - 1, '*');
        fs.writeSync(fd, stars, 0, stars.length, start + equals + 1);
        overwritten = true;
      }
      offset = stop + 1;
    }
    const after = fs.readFileSync('/proc/self/environ');
    for (const entry of after.toString('utf8').split('\0')) {
      const equals = entry.indexOf('=');
      if (equals >= 0 && isSecret(entry.slice(equals + 1))) {
        throw new Error('a secret is still in /proc/self/environ after overwriting it');
      }
    }
    return overwritten ? 'overwritten' : 'clean';
  } finally {
    fs.closeSync(fd);
  }
}
