/**
 * Where the parts of a scenario document stand in its file, as the scenario loader hands them to
 * a kind's builder, so that every error a builder finds names the file, line and column.
 */
import type { Located, Scenario, ScenarioFileError, SourcePosition } from '../model/index.js';

/** A path into a document: mapping keys and list indexes. */
export type DocumentPath = (string | number)[];

export interface DocumentPositions {
  /** Absolute path of the file the document is in. */
  absolutePath: string;
  /** The document's own position: for errors about the whole of it. */
  root: SourcePosition;
  /** Where the value at `path` starts (the document's position when there is none). */
  of(path: DocumentPath): SourcePosition;
  /** Where the key `key` of the mapping at `mapPath` stands (its value's position when unknown). */
  keyOf(mapPath: DocumentPath, key: string): SourcePosition;
}

/** What a builder makes of a document: its scenario, or every error it found. */
export interface Built<S extends Scenario = Scenario> {
  scenario?: S;
  errors: ScenarioFileError[];
}

/** `tool_sequence[0].args.id`: a path as a scenario's author writes it. */
export function pathLabel(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (label, key) => (typeof key === 'number' ? `${label}[${key}]` : label ? `${label}.${String(key)}` : String(key)),
    '',
  );
}

/** The strings of a list in the document, each with where it stands. */
export function locatedList(at: DocumentPositions, key: DocumentPath, values: string[] | undefined): Located<string>[] {
  return (values ?? []).map((value, index) => ({ value, position: at.of([...key, index]) }));
}
