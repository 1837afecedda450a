// Node module-loader hook: @actions/workflow-parser imports its JSON schemas without
// `with { type: 'json' }`, which Node's ESM loader refuses (ERR_IMPORT_ASSERTION_TYPE_MISSING /
// ERR_IMPORT_ATTRIBUTE_MISSING). This hook adds the missing attribute to every .json import.
export async function load(url, context, nextLoad) {
  if (new URL(url).pathname.endsWith('.json') && context.importAttributes?.type !== 'json') {
    return nextLoad(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } });
  }
  return nextLoad(url, context);
}
