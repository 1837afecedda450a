/** Small helpers for JSON values (parsed tool lists, schemas, scenario args). */

export type JsonObject = Record<string, unknown>;

/** An object that is not null and not an array (a JSON object, as parsed). */
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON value with every object's keys sorted, recursively, so that its JSON text is stable.
 * Arrays keep their order, unless `reorder` returns another for the array held under a key.
 */
export function sortKeysDeep(
  value: unknown,
  reorder?: (key: string, array: unknown[]) => unknown[] | undefined,
): unknown {
  if (Array.isArray(value)) return value.map((item) => sortKeysDeep(item, reorder));
  if (!isObject(value)) return value;
  const sorted: JsonObject = {};
  for (const key of Object.keys(value).sort()) {
    const child = value[key];
    sorted[key] = sortKeysDeep((Array.isArray(child) && reorder?.(key, child)) || child, reorder);
  }
  return sorted;
}

/**
 * What a local `$ref` (`#`, `#/$defs/X`, `#/definitions/X`, `#/properties/a~1b`) points to in
 * `root`: a JSON Pointer in a URI fragment, through objects' own keys and arrays' indexes;
 * undefined for a remote or malformed reference, or one that points nowhere.
 */
export function resolveLocalRef(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (pointer === '') return root;
  if (!pointer.startsWith('/')) return undefined;
  let node: unknown = root;
  for (const part of pointer.slice(1).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as JsonObject)[key];
  }
  return node;
}
