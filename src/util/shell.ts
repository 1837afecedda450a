/** A word for a POSIX shell: as it is when it holds nothing the shell would read, else single-quoted. */
export function shellWord(word: string): string {
  if (/^[A-Za-z0-9_./:=@%+,-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
