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
 * Removes every variable `isSecret` says holds a secret (given its name and value) from `process.env`, and on Linux
 * overwrites those values in the initial environment block too. Deleting from `process.env` alone
 * does not change `/proc/self/environ`: the kernel shows the memory the block was first written to,
 * so a process of the same user (the stdio server reading `/proc/<ppid>/environ`, an in-process
 * module reading `/proc/self/environ`) would still read the secret there. A process may write its
 * own memory through `/proc/self/mem`, which Node can do without a native addon; the block's
 * bounds are in `/proc/self/stat`. Call it once every setting has been read from the environment.
 */
export function eraseSecretsFromEnvironment(isSecret: (name: string, value: string) => boolean): EnvironmentErasure {
  const removed: string[] = [];
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && isSecret(name, value)) {
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

function overwriteInitialBlock(isSecret: (name: string, value: string) => boolean): 'overwritten' | 'clean' {
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
      if (
        equals >= 0 &&
        equals < stop &&
        isSecret(block.toString('utf8', offset, equals), block.toString('utf8', equals + 1, stop))
      ) {
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
      if (equals >= 0 && isSecret(entry.slice(0, equals), entry.slice(equals + 1))) {
        throw new Error('a secret is still in /proc/self/environ after overwriting it');
      }
    }
    return overwritten ? 'overwritten' : 'clean';
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Variables the action still reads after its settings (to write its reports), or that the process
 * needs: never erased. A secret inside one would be very odd; breaking the reports would be sure.
 */
const STILL_NEEDED = new Set([
  'GITHUB_OUTPUT',
  'GITHUB_STEP_SUMMARY',
  'GITHUB_WORKSPACE',
  'RUNNER_TEMP',
  'PATH',
  'HOME',
]);
/** Secrets shorter than this are erased only from the variables that carry secrets by name. */
const MIN_ERASED_ANYWHERE_CHARS = 8;

/**
 * Which variables to erase for these secrets: those that carry secrets by name (every action
 * input, `MCP_EVAL_*`, `ANTHROPIC_*`) when their value holds any form of one; any other (but those
 * still needed) when it holds a form of a secret of at least 8 characters, so a short header value
 * ("true") does not take `CI` with it.
 */
export function secretVariables(
  secrets: readonly string[],
  holdsSecret: (value: string, secrets: readonly string[]) => boolean,
): (name: string, value: string) => boolean {
  const long = secrets.filter((secret) => secret.length >= MIN_ERASED_ANYWHERE_CHARS);
  return (name, value) => {
    if (STILL_NEEDED.has(name)) return false;
    if (/^(INPUT_|MCP_EVAL_|ANTHROPIC_)/.test(name)) return holdsSecret(value, secrets);
    return holdsSecret(value, long);
  };
}
