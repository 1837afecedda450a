export const id = 8995;
export const ids = [8995];
export const modules = {

/***/ 98995:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bh: () => (/* reexport */ ANTHROPIC_TOOL_NAME_PATTERN),
  _m: () => (/* reexport */ CONFUSABLE_BOILERPLATE_MIN_TOOLS),
  pj: () => (/* reexport */ CONFUSABLE_BOILERPLATE_SHARE),
  Iw: () => (/* reexport */ CONFUSABLE_MIN_WORDS),
  df: () => (/* reexport */ CONFUSABLE_SIMILARITY),
  BU: () => (/* binding */ FAMILIES),
  bl: () => (/* reexport */ JSON_SCHEMA_TYPES),
  wM: () => (/* reexport */ MAX_NESTING_DEPTH),
  Bk: () => (/* reexport */ MAX_TOOLS),
  op: () => (/* reexport */ MAX_TOOL_LIST_TOKENS),
  WC: () => (/* reexport */ MIN_DESCRIPTION_WORDS),
  bV: () => (/* reexport */ OPENAI_TOOL_NAME_PATTERN),
  y0: () => (/* binding */ RULES),
  Iu: () => (/* binding */ RULE_IDS),
  Zc: () => (/* reexport */ SELF_DESCRIBING_NAMES),
  KX: () => (/* binding */ isRuleId),
  j_: () => (/* binding */ lintSurface),
  dZ: () => (/* binding */ lintTools),
  wy: () => (/* reexport */ mentions),
  nB: () => (/* reexport */ poisoningFindings),
  L0: () => (/* reexport */ toolListTokensFindings),
  fX: () => (/* reexport */ toolTexts),
  Z9: () => (/* reexport */ wordsOf)
});

// EXTERNAL MODULE: ./lib/util/json.js
var json = __webpack_require__(68884);
;// CONCATENATED MODULE: ./lib/server-tools/lint/schema-texts.js
/**
 * Every string of a tool's schema that a model is shown, with where it is. A model API sends the
 * input schema (and a host may send the output schema) to the model as JSON, whole: not only the
 * descriptions and titles of the parameters, but the `$defs` that Pydantic and FastMCP put nested
 * models in (referenced or not), `enum`, `const`, `examples` and `default` values (and strings
 * nested in them), the schema's own top-level description and title, the names of properties,
 * and keywords no validator knows (`x-note`, `$comment`). Text aimed at the model can hide in any
 * of them, so the poisoning rules read all of them: every string value and every object key.
 *
 * A schema comes from a server, and lint must not crash or hang on a hostile one. It cannot be
 * cyclic (it was parsed from JSON), but it can be nested without end (Python's json module, or any
 * server writing its own JSON, sends 100,000 levels in a few megabytes, and JSON.parse reads them)
 * or hold millions of strings: the walk is iterative, and stops at MAX_SCHEMA_DEPTH levels and
 * MAX_SCHEMA_STRINGS strings, saying where it stopped, so the rule `schema-unchecked` can report
 * what was not read.
 */

/**
 * Levels of JSON nesting (objects and arrays) read below a schema's root. A deep real schema (a
 * FastMCP model of models, each level `properties.x.anyOf[0].items`) is about 20; one past this is
 * either an attack or unusable by a model, and the walk reads no further.
 */
const MAX_SCHEMA_DEPTH = 64;
/**
 * Strings (values and object keys) read in one tool's schemas. Real schemas hold hundreds; a long
 * enum (every time zone, every country) a few thousand. Past this the walk stops, so a list built
 * to make lint slow costs it a bounded time.
 */
const MAX_SCHEMA_STRINGS = 50_000;
/** Characters of a key or of a location shown in a message: a name can be as long as a server likes. */
const SHOWN_KEY_CHARS = 40;
const SHOWN_LOCATION_CHARS = 160;
const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;
/** Code points a reader does not see, or sees as something else: written as \u{…} in a message. */
const INVISIBLE = /(?! )[\p{C}\p{Z}\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
/** A key or text as a message shows it: quoted, cut, and with every invisible code point written out. */
function readable(text, max = SHOWN_KEY_CHARS) {
    const chars = [...text];
    const cut = chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
    return JSON.stringify(cut).replace(INVISIBLE, (char) => `\\u{${char.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}}`);
}
const child = (location, key) => IDENTIFIER.test(key) ? `${location}.${key}` : `${location}[${readable(key)}]`;
const cutLocation = (location) => location.length > SHOWN_LOCATION_CHARS ? `${location.slice(0, SHOWN_LOCATION_CHARS)}…` : location;
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
/** Where a child of a node sits, and which parameter it belongs to. */
function childPosition(parent, key, value) {
    const { position, parameter } = parent;
    if (position === 'properties') {
        const name = String(key);
        return { position: 'schema', parameter: parameter ? `${parameter}.${name}` : name };
    }
    if (position === 'options')
        return { position: 'schema', parameter };
    if (position === 'schema' && parameter !== undefined) {
        if (key === 'properties')
            return { position: 'properties', parameter };
        if (SCHEMA_LISTS.has(String(key)))
            return { position: 'options', parameter: key === 'prefixItems' ? `${parameter}[]` : parameter };
        // `items` is one schema, or (before 2020-12) a list of them, one for each place of a tuple.
        if (key === 'items')
            return { position: Array.isArray(value) ? 'options' : 'schema', parameter: `${parameter}[]` };
        // `$defs`, `definitions`: schemas of their own, not a parameter; the rest is this parameter's.
        if (key === '$defs' || key === 'definitions')
            return { position: 'value', parameter: undefined };
    }
    return { position: 'value', parameter };
}
/**
 * Every string in `schema` (values and keys, depth first, in document order), located from `root`
 * (`inputSchema`, `outputSchema`). `parameters`: whether strings are tied to the parameter they
 * belong to (only the input schema has parameters). `budget` counts the strings read of this tool
 * (its schemas share it) against its limit, MAX_SCHEMA_STRINGS.
 */
function schemaTexts(schema, root, { parameters, budget }) {
    const texts = [];
    const propertyNames = new Set();
    const unread = [];
    let tooDeep = false;
    const stack = [{ value: schema, location: root, depth: 0, position: 'schema', parameter: '' }];
    const add = (where, text, parameter) => {
        budget.read++;
        texts.push({ where, text, ...(parameters && parameter ? { parameter } : {}) });
    };
    while (stack.length > 0) {
        const frame = stack.pop();
        const { value, location } = frame;
        if (typeof value === 'string') {
            if (budget.read >= budget.limit) {
                unread.push(`the tool's schemas hold more than ${budget.limit.toLocaleString('en-US')} strings (MAX_SCHEMA_STRINGS); lint read that many and stopped at ${cutLocation(location)}`);
                break;
            }
            add(location, value, frame.parameter);
            continue;
        }
        if (typeof value !== 'object' || value === null)
            continue;
        if (frame.depth >= MAX_SCHEMA_DEPTH) {
            // The first place too deep is named; a schema this deep has more, and the walk goes on beside it.
            if (!tooDeep)
                unread.push(`${root} is nested more than ${MAX_SCHEMA_DEPTH} levels deep (MAX_SCHEMA_DEPTH); lint read nothing below ${cutLocation(location)}`);
            tooDeep = true;
            continue;
        }
        const children = [];
        if (Array.isArray(value)) {
            value.forEach((item, index) => children.push({
                value: item,
                location: `${location}[${index}]`,
                depth: frame.depth + 1,
                ...childPosition(frame, index, item),
            }));
        }
        else if ((0,json/* isObject */.Gv)(value)) {
            for (const [key, item] of Object.entries(value)) {
                const position = childPosition(frame, key, item);
                const isName = frame.position === 'properties';
                if (isName)
                    propertyNames.add(key);
                // The key is text the model reads as well: a property name most of all.
                children.push({
                    value: key,
                    location: isName
                        ? `the property name ${readable(key)} at ${location}`
                        : `the key ${readable(key)} at ${location}`,
                    depth: frame.depth + 1,
                    position: 'value',
                    parameter: isName ? position.parameter : frame.parameter,
                });
                children.push({ value: item, location: child(location, key), depth: frame.depth + 1, ...position });
            }
        }
        // Pushed in reverse so the first child is read first: findings come in the schema's own order.
        for (let index = children.length - 1; index >= 0; index--)
            stack.push(children[index]);
    }
    return { texts, propertyNames, unread };
}
/**
 * Whether `schema` nests deeper than `limit` levels of objects and arrays, found without recursion
 * (the recursive rules of lint are run only on a schema within the limit: a deeper one would
 * exhaust the stack).
 */
function deeperThan(schema, limit) {
    const stack = [[schema, 0]];
    while (stack.length > 0) {
        const [value, depth] = stack.pop();
        if (typeof value !== 'object' || value === null)
            continue;
        if (depth >= limit)
            return true;
        for (const item of Array.isArray(value) ? value : Object.values(value))
            stack.push([item, depth + 1]);
    }
    return false;
}
//# sourceMappingURL=schema-texts.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/rule.js
/** A rule, its id kept as a literal type so that the registry's `RuleId` is the union of them all. */
function rule(id, level, reason) {
    return { id, level, reason };
}
/** What one of `rule`'s checks found: the level is the rule's, never chosen by the check. */
function finding(rule, message, tool, parameter) {
    return {
        rule: rule.id,
        level: rule.level,
        ...(tool !== undefined ? { tool } : {}),
        ...(parameter !== undefined ? { parameter } : {}),
        message,
    };
}
const nameOf = (tool, index) => typeof tool.name === 'string' ? tool.name : `(tool ${index + 1} has no name)`;
const descriptionOf = (tool) => typeof tool.description === 'string' ? tool.description.trim() : '';
/** The names of the tools that have one: what a text of the server may name as its own. */
const toolNames = (tools) => tools.flatMap((tool) => (typeof tool.name === 'string' ? [tool.name] : []));
//# sourceMappingURL=rule.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/words.js
/**
 * How the rules read words: a text's words with identifiers split, and whether a description names
 * a parameter. Shared by the description, parameter, side-effect and surface families.
 */
/** The words of a text, lower case, with identifiers split (`maxResults` → max, results; `file_path` → file, path). */
function wordsOf(text) {
    return text
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
}
/**
 * Whether the tool's description names a parameter: its name as written (`maxResults`), or its
 * words in a row (`max results`, `max_results`). A model reading either knows what it is for.
 */
function mentions(description, parameter) {
    const escaped = parameter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(^|[^A-Za-z0-9_])${escaped}($|[^A-Za-z0-9_])`).test(description))
        return true;
    const needle = wordsOf(parameter).join(' ');
    if (!needle)
        return false;
    return ` ${wordsOf(description).join(' ')} `.includes(` ${needle} `);
}
/** A word and, for a plural, its singular: `entities` → entity, `issues` → issue, `pages` → page. */
function withSingular(word) {
    if (word.length > 4 && word.endsWith('ies'))
        return [word, `${word.slice(0, -3)}y`];
    if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss'))
        return [word, word.slice(0, -1)];
    return [word];
}
//# sourceMappingURL=words.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/descriptions.js


/** Fewer words than this in a tool description is too short to say what the tool does and when to use it. */
const MIN_DESCRIPTION_WORDS = 3;
/** Word-set similarity (Jaccard) of two descriptions at or above which the tools are confusable. */
const CONFUSABLE_SIMILARITY = 0.8;
/** Descriptions shorter than this many distinct words are not compared for confusability (too little to go on). */
const CONFUSABLE_MIN_WORDS = 5;
/** In a list of at least this many tools, words shared by CONFUSABLE_BOILERPLATE_SHARE of them are boilerplate. */
const CONFUSABLE_BOILERPLATE_MIN_TOOLS = 4;
/** The share of descriptions a word must be in to be boilerplate, not compared for confusability. */
const CONFUSABLE_BOILERPLATE_SHARE = 0.5;
/** Also found on prompts and resource templates (see surface.ts). */
const DESCRIPTION_MISSING = rule('description-missing', 'error', 'A tool with no description cannot be chosen on purpose: the model sees only its name.');
const DESCRIPTION_TOO_SHORT = rule('description-too-short', 'warning', `A description of fewer than ${MIN_DESCRIPTION_WORDS} words cannot say what the tool does and when to use it.`);
const DESCRIPTION_VAGUE = rule('description-vague', 'warning', 'A description that only restates the tool\'s name, or is filler ("a tool", "TODO"), tells the model nothing.');
/** Words that carry no meaning of their own in a description. */
const STOP_WORDS = new Set('a an the this that to of for and or in on by with from is are be it its tool tools function use used uses'.split(' '));
/** Descriptions that are filler, whatever the tool. */
const FILLER = /^(todo|tbd|fixme|n\/a|none|placeholder|description|tool|a tool|this tool|test|testing|helper|utility|does stuff)\.?$/i;
/** description-vague and description-too-short: at most one of them, a description being either. */
function descriptionQuality(description, name) {
    if (FILLER.test(description))
        return [finding(DESCRIPTION_VAGUE, `the description ${JSON.stringify(description)} is filler`, name)];
    const words = wordsOf(description);
    if (words.length < MIN_DESCRIPTION_WORDS) {
        return [
            finding(DESCRIPTION_TOO_SHORT, `the description ${JSON.stringify(description)} has ${words.length} word(s); say what the tool does, what it returns and when to use it`, name),
        ];
    }
    const nameWords = new Set(wordsOf(name));
    const meaningful = words.filter((word) => !STOP_WORDS.has(word));
    if (meaningful.length > 0 && meaningful.every((word) => nameWords.has(word) || nameWords.has(word.replace(/s$/, ''))))
        return [
            finding(DESCRIPTION_VAGUE, `the description ${JSON.stringify(description)} only restates the name; say what it returns and when to use it`, name),
        ];
    return [];
}
const CONFUSABLE_TOOLS = rule('confusable-tools', 'warning', 'Tools whose descriptions are near-duplicates are picked one for the other.');
function confusableTools(tools) {
    const all = tools.map((tool, index) => ({
        name: nameOf(tool, index),
        words: new Set(wordsOf(descriptionOf(tool)).filter((word) => !STOP_WORDS.has(word))),
    }));
    // Boilerplate (notion's "Notion | … Error Responses: 400: Bad request" on every tool) tells no
    // tool from another: words in at least half the descriptions of a list of several are left out.
    if (all.length >= CONFUSABLE_BOILERPLATE_MIN_TOOLS) {
        const counts = new Map();
        for (const tool of all)
            for (const word of tool.words)
                counts.set(word, (counts.get(word) ?? 0) + 1);
        for (const tool of all)
            for (const word of tool.words)
                if (counts.get(word) / all.length >= CONFUSABLE_BOILERPLATE_SHARE)
                    tool.words.delete(word);
    }
    const described = all.filter((tool) => tool.words.size >= CONFUSABLE_MIN_WORDS);
    const findings = [];
    for (let i = 0; i < described.length; i++) {
        for (let j = i + 1; j < described.length; j++) {
            const a = described[i];
            const b = described[j];
            if (a.name === b.name)
                continue;
            let shared = 0;
            for (const word of a.words)
                if (b.words.has(word))
                    shared++;
            const similarity = shared / (a.words.size + b.words.size - shared);
            if (similarity >= CONFUSABLE_SIMILARITY)
                findings.push(finding(CONFUSABLE_TOOLS, `the descriptions of "${a.name}" and "${b.name}" are ${Math.round(similarity * 100)}% the same words; say what sets each apart`, a.name));
        }
    }
    return findings;
}
const DESCRIPTIONS = {
    rules: [DESCRIPTION_MISSING, DESCRIPTION_TOO_SHORT, DESCRIPTION_VAGUE, CONFUSABLE_TOOLS],
    tool: ({ name, description }) => description
        ? descriptionQuality(description, name)
        : [finding(DESCRIPTION_MISSING, 'the tool has no description', name)],
    list: confusableTools,
};
//# sourceMappingURL=descriptions.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/names.js

/** The tool names the Anthropic Messages API accepts (`tools[].name`). */
const ANTHROPIC_TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,128}$/;
/** The tool names OpenAI's API accepts (function names): the same characters, at most 64 of them. */
const OPENAI_TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;
const INVALID_TOOL_NAME = rule('invalid-tool-name', 'error', 'A name outside ^[a-zA-Z0-9_-]+$, or longer than the API allows, is refused: the Anthropic API takes up to 128 characters, OpenAI up to 64.');
/** Which API refuses the tool's name, and why; undefined when both accept it. */
function nameProblem(name) {
    if (typeof name !== 'string')
        return 'the tool has no name';
    if (!/^[a-zA-Z0-9_-]*$/.test(name) || name.length === 0)
        return `the name ${JSON.stringify(name)} holds characters outside [a-zA-Z0-9_-]: the Anthropic API and OpenAI both refuse it`;
    if (!ANTHROPIC_TOOL_NAME_PATTERN.test(name))
        return `the name is ${name.length} characters: the Anthropic API refuses names over 128, OpenAI over 64`;
    if (!OPENAI_TOOL_NAME_PATTERN.test(name))
        return `the name is ${name.length} characters: OpenAI refuses names over 64 (the Anthropic API takes up to 128)`;
    return undefined;
}
const DUPLICATE_TOOL_NAME = rule('duplicate-tool-name', 'error', 'Two tools of one name: the model APIs refuse the list, and a call cannot say which one it means.');
function duplicateNames(tools) {
    const seen = new Map();
    for (const tool of tools)
        if (typeof tool.name === 'string')
            seen.set(tool.name, (seen.get(tool.name) ?? 0) + 1);
    const findings = [];
    for (const [name, count] of seen) {
        if (count > 1)
            findings.push(finding(DUPLICATE_TOOL_NAME, `${count} tools are named "${name}"`, name));
    }
    return findings;
}
const NAMES = {
    rules: [INVALID_TOOL_NAME, DUPLICATE_TOOL_NAME],
    tool: ({ tool, name }) => {
        const problem = nameProblem(tool.name);
        return problem ? [finding(INVALID_TOOL_NAME, problem, name)] : [];
    },
    list: duplicateNames,
};
//# sourceMappingURL=names.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/parameter-explained.js
/**
 * What tells a model what a parameter holds, when it has no description of its own: a name that says
 * it, a title that is more than the name, listed values, a format, the tool's description giving it.
 * Read by the parameter rules (parameters.ts) to stay quiet on what a model fills in right.
 */


/** A parameter's schema implies a type when it lists values or combines schemas that have types. */
function hasType(schema) {
    if (schema.type !== undefined || schema.enum !== undefined || Object.hasOwn(schema, 'const'))
        return true;
    if (typeof schema.$ref === 'string')
        return true;
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
        const options = schema[key];
        if (Array.isArray(options) && options.length > 0 && options.some((option) => (0,json/* isObject */.Gv)(option) && hasType(option)))
            return true;
    }
    return false;
}
/**
 * Parameter names that say what they hold, in any tool: a file tool's `path`, a search's `query`,
 * a list's `page` and `per_page`, GitHub's `owner` and `repo`. A model fills these in right with no
 * description (measured on 17 servers: server-filesystem's nine undescribed `path` parameters,
 * server-github's `owner`, `repo`, `title` and `body` are never the reason a call goes wrong), so
 * they are not held to have one. Compared by their words (`perPage`, `per_page` and `per-page` alike).
 */
const SELF_DESCRIBING_NAMES = new Set([
    'path',
    'paths',
    'file_path',
    'filepath',
    'filename',
    'file_name',
    'url',
    'urls',
    'uri',
    'query',
    'email',
    'content',
    'text',
    'message',
    'name',
    'title',
    'body',
    'description',
    'owner',
    'repo',
    'repository',
    'branch',
    'page',
    'per_page',
    'page_size',
    'limit',
    'offset',
    'cursor',
    'start_cursor',
    'skip',
    'pid',
    'id',
    'tags',
    'labels',
    'assignees',
    'authors',
    'namespace',
    'webhook',
    'width',
    'height',
]);
/** Last words of a number's name that say what it counts or measures: `max_results`, `timeout_ms`, `context_lines`. */
const COUNTING_WORDS = new Set('results items pages lines rows entries count size limit depth concurrency retries attempts tokens bytes chars characters ms millis milliseconds seconds secs minutes hours days'.split(' '));
/** Last words of an identifier's name: `issue_number`, `user_id`, `toolName`, `paperId`. */
const IDENTIFIER_WORDS = new Set(['id', 'ids', 'number', 'name', 'names', 'key', 'url', 'path', 'slug']);
/** Names that say nothing of what they hold. */
const UNREADABLE_NAME = /^(?:[a-z]{1,2}|[a-z]\d+|(?:arg|args|param|params|input|data|value|val|opt|opts|option|options|flag|obj|item|thing|foo|bar)\d*)$/;
/** Short names that are words all the same. */
const READABLE_SHORT_NAMES = new Set(['id', 'to', 'ip', 'os', 'db', 'ts', 'by', 'at', 'on']);
/** Whether a model can read what a parameter holds from its name (not `x`, `arg1`, `q`, `data`). */
function readableName(key) {
    const words = wordsOf(key).join('_');
    return !UNREADABLE_NAME.test(words) || READABLE_SHORT_NAMES.has(words);
}
/**
 * Whether the parameter's name is all a model needs to fill it in: one of SELF_DESCRIBING_NAMES;
 * an identifier of a thing the tool names (`issue_number` in update_issue, `user_id` in "Retrieve
 * a user"); a flag with a readable name (`includeHidden`, `archived`); a number whose name says
 * what it counts (`maxResults`, `timeout_ms`).
 */
function nameExplains(key, property, toolWords) {
    const words = wordsOf(key);
    if (words.length === 0)
        return false;
    if (SELF_DESCRIBING_NAMES.has(words.join('_')) && property.type !== 'object')
        return true;
    const last = words.at(-1);
    if (words.length > 1 && IDENTIFIER_WORDS.has(last) && words.slice(0, -1).every((word) => toolWords.has(word)))
        return true;
    const types = typeof property.type === 'string' ? [property.type] : Array.isArray(property.type) ? property.type : [];
    if (types.includes('boolean') && readableName(key))
        return true;
    if ((types.includes('number') || types.includes('integer')) && COUNTING_WORDS.has(last))
        return true;
    return false;
}
/**
 * Whether a title is Pydantic's automatic one (the property name Title-Cased: `branch_name` →
 * "Branch Name"), which says nothing the name does not.
 */
function automaticTitle(title, key) {
    return key !== undefined && wordsOf(title).join(' ') === wordsOf(key).join(' ');
}
/**
 * Whether a schema explains itself: its own description (or a title that is more than its name
 * Title-Cased); listed values (`enum`, also of an array's items); a `format`; an object, or an
 * array of objects, whose fields are each described or named plainly; a `$ref` or an
 * `anyOf`/`oneOf` option that does.
 */
function hasOwnDescription(schema, root, toolWords, key, seen = new Set()) {
    if (seen.has(schema))
        return false;
    seen.add(schema);
    if (typeof schema.description === 'string' && schema.description.trim())
        return true;
    if (typeof schema.title === 'string' && schema.title.trim() && !automaticTitle(schema.title, key))
        return true;
    if (Array.isArray(schema.enum) || Object.hasOwn(schema, 'const') || typeof schema.format === 'string')
        return true;
    if (typeof schema.$ref === 'string') {
        const target = (0,json/* resolveLocalRef */.hp)(root, schema.$ref);
        if ((0,json/* isObject */.Gv)(target) && hasOwnDescription(target, root, toolWords, key, seen))
            return true;
    }
    const items = (0,json/* isObject */.Gv)(schema.items) ? schema.items : undefined;
    if (items && (Array.isArray(items.enum) || hasOwnDescription(items, root, toolWords, undefined, seen)))
        return true;
    const fields = schema.properties;
    if ((0,json/* isObject */.Gv)(fields) && Object.keys(fields).length > 0)
        return Object.entries(fields).every(([name, field]) => (0,json/* isObject */.Gv)(field) &&
            (hasOwnDescription(field, root, toolWords, name, seen) || nameExplains(name, field, toolWords)));
    for (const combinator of ['anyOf', 'oneOf', 'allOf']) {
        const options = schema[combinator];
        if (Array.isArray(options) &&
            options.some((option) => (0,json/* isObject */.Gv)(option) && hasOwnDescription(option, root, toolWords, key, seen)))
            return true;
    }
    return false;
}
/**
 * Whether the tool's description gives the parameter as a name with what to send: `content: 2D
 * array`, `'offset' (start line)`, "`mode` …" (a plain word in the text is not enough for a type).
 */
function documentedInDescription(description, key) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^A-Za-z0-9_])(?:[\`'"]${escaped}[\`'"]|${escaped}\\s*[:=])`).test(description);
}
//# sourceMappingURL=parameter-explained.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/parameters.js




const PARAMETER_TYPE_MISSING = rule('parameter-type-missing', 'warning', "A parameter with no type (and no enum, const or anyOf/oneOf that implies one, and none given in the tool's description) leaves the model to guess what to send.");
const REQUIRED_PARAMETER_UNKNOWABLE = rule('required-parameter-unknowable', 'error', 'A required parameter with no description, no name a model can read (x, arg1, q) and no type, enum or format: nothing says what to send.');
/** Also found on a prompt's required arguments (see surface.ts). */
const REQUIRED_PARAMETER_UNDESCRIBED = rule('required-parameter-undescribed', 'warning', "A required parameter that neither its own description, its name, nor the tool's description explains is filled in by guesswork.");
const OPTIONAL_PARAMETER_UNDESCRIBED = rule('optional-parameter-undescribed', 'warning', "An optional parameter that neither its own description nor the tool's description mentions is left out, or sent wrong.");
const FREE_TEXT_CONSTRAINED = rule('free-text-constrained', 'warning', 'A string whose name says it takes a fixed set or format (mode, type, status, date, …) but with no enum, pattern, format or example is guessed.');
/** Names that say the value comes from a fixed set, or has a format. */
const CONSTRAINED_NAME = /(^|_)(mode|type|kind|status|state|format|sort|order|sort_by|order_by|direction|unit|units|level|category|operation|op|action|lang|language|locale|currency|country|date|datetime|timestamp|since|until|start_date|end_date)$/;
/** Of those, names of an open set by design (a knowledge graph's `entityType`): a description is enough. */
const OPEN_SET_NAME = /(^|_)(type|kind|category)$/;
/**
 * Words in a description that say what is valid: an example, a list of values (also in
 * parentheses: "(namespace, configmap, deployment)"), a default, a format ("MIME type",
 * "JSON-encoded", "ISO 8601").
 */
const SAYS_WHAT_IS_VALID = /\be\.g\.|\bi\.e\.|\bfor example\b|\bexample\b|\bsuch as\b|\bone of\b|\beither\b|\bformat\b|\bdefault\b|\biso[ -]?\d{3,5}\b|\brfc ?\d+|\byyyy|\bvalid values\b|\ballowed\b|\bmime\b|\bjson\b|\bbase64\b|\bunix\b|\bepoch\b|\burl-encoded\b|\bregex|\bglob\b|\([^()]*,[^()]*\)|["'`“][^"'`”]{1,40}["'`”]|\|/i;
function parameterFindings(schema, toolDescription, name) {
    const findings = [];
    const toolWords = new Set([...wordsOf(name), ...wordsOf(toolDescription)].flatMap(withSingular));
    const visit = (objectSchema, prefix, topLevel) => {
        const properties = (0,json/* isObject */.Gv)(objectSchema.properties) ? objectSchema.properties : {};
        const required = new Set(Array.isArray(objectSchema.required) ? objectSchema.required : []);
        for (const [key, raw] of Object.entries(properties)) {
            const path = prefix ? `${prefix}.${key}` : key;
            const property = (0,json/* isObject */.Gv)(raw) ? raw : {};
            const typed = raw !== true && hasType(property);
            const ownDescription = hasOwnDescription(property, schema, toolWords, key);
            if (!typed && !documentedInDescription(toolDescription, key)) {
                findings.push(finding(PARAMETER_TYPE_MISSING, `parameter "${path}" has no type`, name, path));
            }
            const ownText = typeof property.description === 'string' ? property.description : '';
            const freeText = property.type === 'string' &&
                CONSTRAINED_NAME.test(wordsOf(key).join('_')) &&
                property.enum === undefined &&
                !Object.hasOwn(property, 'const') &&
                property.pattern === undefined &&
                property.format === undefined &&
                property.examples === undefined &&
                property.default === undefined &&
                !SAYS_WHAT_IS_VALID.test(ownText) &&
                !(OPEN_SET_NAME.test(wordsOf(key).join('_')) && ownText.trim() !== '');
            if (freeText)
                findings.push(finding(FREE_TEXT_CONSTRAINED, `string parameter "${path}" has no enum, pattern, format or example of a valid value`, name, path));
            const explained = ownDescription || mentions(toolDescription, key) || nameExplains(key, property, toolWords);
            // A nested property's own meaning is often plain from its parent's description: only the top
            // level is held to having one (a type is needed at every level). A parameter already
            // reported as free text is reported once.
            if (topLevel && !explained && !freeText) {
                if (required.has(key)) {
                    if (!typed && !readableName(key))
                        findings.push(finding(REQUIRED_PARAMETER_UNKNOWABLE, `required parameter "${path}" has no description, no type and a name that says nothing of what to send`, name, path));
                    else
                        findings.push(finding(REQUIRED_PARAMETER_UNDESCRIBED, `required parameter "${path}" has no description, and neither its name nor the tool's description says what it is`, name, path));
                }
                else if (property.enum === undefined && !Object.hasOwn(property, 'const'))
                    // Optional and limited to listed values: the values say what it is (resourceType: Text | Blob).
                    findings.push(finding(OPTIONAL_PARAMETER_UNDESCRIBED, `optional parameter "${path}" has no description, and neither its name nor the tool's description says what it is`, name, path));
            }
            if ((0,json/* isObject */.Gv)(property.properties))
                visit(property, path, false);
            if ((0,json/* isObject */.Gv)(property.items) && (0,json/* isObject */.Gv)(property.items.properties))
                visit(property.items, `${path}[]`, false);
        }
    };
    visit(schema, '', true);
    return findings;
}
const PARAMETERS = {
    rules: [
        PARAMETER_TYPE_MISSING,
        REQUIRED_PARAMETER_UNKNOWABLE,
        REQUIRED_PARAMETER_UNDESCRIBED,
        OPTIONAL_PARAMETER_UNDESCRIBED,
        FREE_TEXT_CONSTRAINED,
    ],
    schema: ({ schema, description, name }) => parameterFindings(schema, description, name),
};
//# sourceMappingURL=parameters.js.map
// EXTERNAL MODULE: ./lib/checks/poisoning.js
var poisoning = __webpack_require__(23785);
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/poisoning.js




const HIDDEN_TEXT = rule('hidden-text', 'error', 'Text the user does not see but the model reads (Unicode tag characters, zero-width or bidi controls, runs of variation selectors, text after a long run of white space, an HTML comment) is how instructions are smuggled in.');
const STEERS_AGAINST_USER = rule('steers-against-user', 'error', 'Model-facing text that tells the model to hide something from the user, not to mention a call, to read secrets unrelated to the tool (~/.ssh, .env, credentials) or to send data to an address turns the model against its user.');
const CROSS_TOOL_STEERING = rule('cross-tool-steering', 'warning', "A description that tells the model how to use a tool or server this server does not offer, or to prefer this tool over one named, reaches into other servers' tools.");
/**
 * The poisoning rules (hidden-text, steers-against-user, cross-tool-steering) over model-facing
 * texts of one subject (a tool, a prompt, a resource, the server's instructions); `own` holds the
 * names the server offers, which its texts may refer to.
 */
function poisoningFindings(texts, subject, own) {
    const findings = [];
    for (const { where, text, parameter } of texts) {
        for (const what of (0,poisoning/* hiddenText */.CZ)(text))
            findings.push(finding(HIDDEN_TEXT, `${where} holds ${what}`, subject, parameter));
        for (const what of (0,poisoning/* steersAgainstUser */.Rs)(text, subject))
            findings.push(finding(STEERS_AGAINST_USER, `${where} ${what}`, subject, parameter));
        for (const what of (0,poisoning/* steersOtherTools */.gG)(text, own))
            findings.push(finding(CROSS_TOOL_STEERING, `${where} ${what}`, subject, parameter));
    }
    return findings;
}
const SCHEMA_UNCHECKED = rule('schema-unchecked', 'error', `A schema nested more than ${MAX_SCHEMA_DEPTH} levels deep or holding more than ${MAX_SCHEMA_STRINGS.toLocaleString('en-US')} strings is not read to its end, so text aimed at the model could hide where lint stops; no tool needs one.`);
/**
 * Every text of a tool that the model reads: its title and description, its annotations' title,
 * and every string of its input and output schemas (see schemaTexts: descriptions and titles at
 * every level, `$defs`, enum, const, examples and default values, property names, any keyword).
 */
function toolTexts(tool) {
    const texts = [];
    for (const field of ['title', 'description'])
        if (typeof tool[field] === 'string')
            texts.push({ where: `the tool's ${field}`, text: tool[field] });
    const annotations = (0,json/* isObject */.Gv)(tool.annotations) ? tool.annotations : {};
    if (typeof annotations.title === 'string')
        texts.push({ where: "the tool's annotations.title", text: annotations.title });
    const propertyNames = new Set();
    const unread = [];
    const budget = { read: 0, limit: MAX_SCHEMA_STRINGS };
    for (const key of ['inputSchema', 'outputSchema']) {
        if (tool[key] === undefined)
            continue;
        const found = schemaTexts(tool[key], key, { parameters: key === 'inputSchema', budget });
        texts.push(...found.texts);
        for (const name of found.propertyNames)
            propertyNames.add(name);
        unread.push(...found.unread);
    }
    return { texts, propertyNames, unread };
}
/** Each tool's texts through the poisoning rules, then where its schemas were not read to the end. */
function poisonedTools(tools) {
    const findings = [];
    const own = new Set(toolNames(tools));
    tools.forEach((tool, index) => {
        const { texts, propertyNames, unread } = toolTexts(tool);
        // A tool's text may name its own parameters too ("give `city` rather than `city_code`"), nested ones as well.
        const names = new Set([...own, ...propertyNames]);
        findings.push(...poisoningFindings(texts, nameOf(tool, index), names));
        for (const sentence of unread)
            findings.push(finding(SCHEMA_UNCHECKED, `${sentence}: text hidden past there would reach the model unchecked; flatten or shorten the schema`, nameOf(tool, index)));
    });
    return findings;
}
const POISONING = {
    rules: [HIDDEN_TEXT, STEERS_AGAINST_USER, CROSS_TOOL_STEERING, SCHEMA_UNCHECKED],
    list: poisonedTools,
};
//# sourceMappingURL=poisoning.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/schemas.js


/** The JSON Schema type names; any other `type` is refused as a schema. */
const JSON_SCHEMA_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const INPUT_SCHEMA_INVALID = rule('input-schema-invalid', 'error', 'An input schema the model APIs refuse: not an object schema, anyOf/allOf/oneOf at its top level, properties that is not an object, an unknown type, or a $ref that does not resolve.');
const SCHEMA_UNSATISFIABLE = rule('schema-unsatisfiable', 'error', 'A parameter no call can satisfy: required but forbidden by additionalProperties: false, an empty enum, minimum above maximum, a pattern that does not compile, a const of another type.');
/** The input schema's top level: not an object schema (then nothing else of it is checked), no type, a combinator. */
function topLevel({ tool, name, schema }) {
    if (!schema) {
        const raw = tool.inputSchema;
        const what = (0,json/* isObject */.Gv)(raw) ? `has type ${JSON.stringify(raw.type)}` : `is ${JSON.stringify(raw) ?? 'absent'}`;
        return [finding(INPUT_SCHEMA_INVALID, `the input schema ${what}; it must be {"type": "object", …}`, name)];
    }
    const findings = [];
    if (schema.type === undefined) {
        findings.push(finding(INPUT_SCHEMA_INVALID, 'the input schema has no "type": "object"', name));
    }
    const combinators = ['anyOf', 'allOf', 'oneOf'].filter((key) => schema[key] !== undefined);
    if (combinators.length > 0)
        findings.push(finding(INPUT_SCHEMA_INVALID, `the input schema has ${combinators.join(' and ')} at its top level: the Anthropic API refuses the whole tool list ("input_schema does not support oneOf, allOf, or anyOf at the top level"); put the alternatives inside a property, or describe them`, name));
    return findings;
}
/** Every `$ref` in the schema that does not point into the schema itself (remote ones are never fetched by the APIs). */
function unresolvedRefs(root) {
    const bad = new Set();
    const walk = (node) => {
        if (Array.isArray(node))
            return node.forEach(walk);
        if (!(0,json/* isObject */.Gv)(node))
            return;
        for (const [key, value] of Object.entries(node)) {
            // Under `properties`, a key named "$ref" is a parameter's name, not a reference.
            if (key === '$ref' && typeof value === 'string' && (0,json/* resolveLocalRef */.hp)(root, value) === undefined)
                bad.add(value);
            else if (key === 'properties' && (0,json/* isObject */.Gv)(value))
                Object.values(value).forEach(walk);
            else
                walk(value);
        }
    };
    walk(root);
    return [...bad];
}
/** Bounds that must not cross: [lower, upper] keywords of one schema. */
const BOUND_PAIRS = [
    ['minimum', 'maximum'],
    ['exclusiveMinimum', 'maximum'],
    ['minimum', 'exclusiveMaximum'],
    ['exclusiveMinimum', 'exclusiveMaximum'],
    ['minLength', 'maxLength'],
    ['minItems', 'maxItems'],
    ['minProperties', 'maxProperties'],
];
/** Whether `value` is of JSON Schema type `type`. */
function ofType(value, type) {
    switch (type) {
        case 'null':
            return value === null;
        case 'array':
            return Array.isArray(value);
        case 'object':
            return (0,json/* isObject */.Gv)(value);
        case 'integer':
            return Number.isInteger(value);
        case 'number':
            return typeof value === 'number';
        default:
            return typeof value === type;
    }
}
/**
 * What the APIs refuse or no call can satisfy, anywhere in the input schema: `properties` that is
 * not an object, an unknown `type`, an empty `enum`, crossed bounds, a `pattern` that does not
 * compile, a `const` of another type than its schema's, a required property that
 * `additionalProperties: false` forbids.
 */
function schemaFindings(root, name) {
    const findings = [];
    const seen = new Set();
    const where = (path) => (path ? `parameter "${path}"` : 'the input schema');
    const walk = (node, path) => {
        if (!(0,json/* isObject */.Gv)(node) || seen.has(node))
            return;
        seen.add(node);
        const at = path || undefined;
        if (node.properties !== undefined && !(0,json/* isObject */.Gv)(node.properties))
            findings.push(finding(INPUT_SCHEMA_INVALID, `${where(path)} has "properties": ${JSON.stringify(node.properties)}; it must be an object of parameter schemas`, name, at));
        const types = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type : [];
        for (const type of types)
            if (typeof type !== 'string' || !JSON_SCHEMA_TYPES.has(type))
                findings.push(finding(INPUT_SCHEMA_INVALID, `${where(path)} has the unknown type ${JSON.stringify(type)}; the JSON Schema types are ${[...JSON_SCHEMA_TYPES].join(', ')}`, name, at));
        if (Array.isArray(node.enum) && node.enum.length === 0)
            findings.push(finding(SCHEMA_UNSATISFIABLE, `${where(path)} has an empty enum: no value is allowed`, name, at));
        for (const [low, high] of BOUND_PAIRS) {
            const a = node[low];
            const b = node[high];
            if (typeof a !== 'number' || typeof b !== 'number')
                continue;
            const exclusive = low.startsWith('exclusive') || high.startsWith('exclusive');
            if (a > b || (exclusive && a === b))
                findings.push(finding(SCHEMA_UNSATISFIABLE, `${where(path)} has ${low} ${a} above ${high} ${b}: no value fits`, name, at));
        }
        if (typeof node.pattern === 'string') {
            try {
                new RegExp(node.pattern, 'u');
            }
            catch (error) {
                findings.push(finding(SCHEMA_UNSATISFIABLE, `${where(path)} has a pattern that does not compile (${error.message}): no value can be checked against it`, name, at));
            }
        }
        if (Object.hasOwn(node, 'const') && types.length > 0 && !types.some((type) => ofType(node.const, String(type))))
            findings.push(finding(SCHEMA_UNSATISFIABLE, `${where(path)} has const ${JSON.stringify(node.const)}, which is not of its type ${types.join('|')}`, name, at));
        if (node.additionalProperties === false && node.patternProperties === undefined && Array.isArray(node.required)) {
            const properties = (0,json/* isObject */.Gv)(node.properties) ? node.properties : {};
            for (const key of node.required)
                if (typeof key === 'string' && !Object.hasOwn(properties, key))
                    findings.push(finding(SCHEMA_UNSATISFIABLE, `${where(path)} requires "${key}", which it does not list while additionalProperties is false: no call can send it`, name, path ? `${path}.${key}` : key));
        }
        if ((0,json/* isObject */.Gv)(node.properties))
            for (const [key, child] of Object.entries(node.properties))
                walk(child, path ? `${path}.${key}` : key);
        if (node.items !== undefined)
            for (const item of Array.isArray(node.items) ? node.items : [node.items])
                walk(item, `${path || 'items'}[]`);
        for (const key of ['anyOf', 'oneOf', 'allOf'])
            if (Array.isArray(node[key]))
                for (const option of node[key])
                    walk(option, path);
        if ((0,json/* isObject */.Gv)(node.additionalProperties))
            walk(node.additionalProperties, path);
        for (const key of ['$defs', 'definitions'])
            if ((0,json/* isObject */.Gv)(node[key]))
                for (const [defName, child] of Object.entries(node[key]))
                    walk(child, `#/${key}/${defName}`);
    };
    walk(root, '');
    return findings;
}
const SCHEMAS = {
    rules: [INPUT_SCHEMA_INVALID, SCHEMA_UNSATISFIABLE],
    tool: topLevel,
    schema: ({ schema, name }) => [
        ...unresolvedRefs(schema).map((ref) => finding(INPUT_SCHEMA_INVALID, `the input schema's $ref ${JSON.stringify(ref)} does not resolve within it`, name)),
        ...schemaFindings(schema, name),
    ],
};
//# sourceMappingURL=schemas.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/side-effects.js



const MUTATION_UNANNOTATED = rule('mutation-unannotated', 'warning', 'A tool whose name says it changes things, with no word of that in its description and no destructiveHint/readOnlyHint annotation, is called without care.');
/** Name words that say a tool changes something. */
const MUTATING_VERBS = new Set('create add insert delete remove drop destroy purge erase clear reset update edit modify patch set put write overwrite save move rename upload publish send post kill terminate revoke cancel'.split(' '));
/** Description words that tell the model the call has side effects. */
const SIDE_EFFECT_WORDS = /\b(creat|add|insert|delet|remov|drop|destroy|purg|eras|clear|reset|updat|edit|modif|patch|set|put|writ|overwrit|sav|mov|renam|upload|publish|send|sent|post|kill|terminat|revok|cancel|chang|replac|permanent|irreversibl|side effect|persist|stor)/i;
function mutationFindings({ tool, name, description, schema }) {
    // A tool whose input schema is refused whole is reported for that alone, as it always was.
    if (!schema)
        return [];
    const verb = wordsOf(name).find((word) => MUTATING_VERBS.has(word));
    if (!verb)
        return [];
    const annotations = (0,json/* isObject */.Gv)(tool.annotations) ? tool.annotations : {};
    if (typeof annotations.destructiveHint === 'boolean' || typeof annotations.readOnlyHint === 'boolean')
        return [];
    if (SIDE_EFFECT_WORDS.test(description))
        return [];
    return [
        finding(MUTATION_UNANNOTATED, `the name says "${verb}", but the description never says what the call changes and there is no destructiveHint/readOnlyHint annotation`, name),
    ];
}
const SIDE_EFFECTS = {
    rules: [MUTATION_UNANNOTATED],
    tool: mutationFindings,
};
//# sourceMappingURL=side-effects.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/size.js


/** Tools a model still chooses among well; past it, choices get worse and every request pays for the list. */
const MAX_TOOLS = 40;
/** Tokens of the tool list, sent with every request, past which a warning is given. */
const MAX_TOOL_LIST_TOKENS = 10_000;
/** Input schemas nested deeper than this (objects and arrays within each other) are called wrong more often. */
const MAX_NESTING_DEPTH = 3;
const DEEP_NESTING = rule('deep-nesting', 'warning', `Inputs nested more than ${MAX_NESTING_DEPTH} levels deep (objects and arrays in each other) are filled in wrong more often.`);
/** How deep objects and arrays go below the top-level object (whose parameters are depth 1). */
function nestingDepth(schema, root, seen = new Set()) {
    if (!(0,json/* isObject */.Gv)(schema) || seen.has(schema))
        return 0;
    seen.add(schema);
    let deepest = 0;
    const children = [];
    if ((0,json/* isObject */.Gv)(schema.properties))
        children.push(...Object.values(schema.properties));
    if (schema.items !== undefined)
        children.push(...(Array.isArray(schema.items) ? schema.items : [schema.items]));
    if ((0,json/* isObject */.Gv)(schema.additionalProperties))
        children.push(schema.additionalProperties);
    for (const key of ['anyOf', 'oneOf', 'allOf'])
        if (Array.isArray(schema[key]))
            for (const option of schema[key])
                deepest = Math.max(deepest, nestingDepth(option, root, seen) - 1);
    if (typeof schema.$ref === 'string')
        deepest = Math.max(deepest, nestingDepth((0,json/* resolveLocalRef */.hp)(root, schema.$ref), root, seen) - 1);
    for (const child of children)
        deepest = Math.max(deepest, nestingDepth(child, root, seen));
    seen.delete(schema);
    return children.length > 0 || deepest > 0 ? deepest + 1 : 0;
}
function deepNesting(schema, name) {
    // The top-level object is not a level: `items: [{tags: [string]}]` is three (array, object, array).
    const depth = nestingDepth(schema, schema) - 1;
    return depth > MAX_NESTING_DEPTH
        ? [finding(DEEP_NESTING, `the input is nested ${depth} levels deep (more than ${MAX_NESTING_DEPTH})`, name)]
        : [];
}
const TOO_MANY_TOOLS = rule('too-many-tools', 'warning', `More than ${MAX_TOOLS} tools: models choose worse among many, and every request carries the whole list.`);
function tooManyTools(tools) {
    return tools.length > MAX_TOOLS
        ? [
            finding(TOO_MANY_TOOLS, `the server lists ${tools.length} tools (more than ${MAX_TOOLS}); split it, or let clients enable groups of tools`),
        ]
        : [];
}
const TOOL_LIST_TOKENS = rule('tool-list-tokens', 'warning', `A tool list over ${MAX_TOOL_LIST_TOKENS.toLocaleString('en-US')} tokens is paid for in every request and crowds the model's context.`);
/**
 * The tool-list-tokens check, given the list's size. Not a stage of the registry: counting may
 * call the Messages API, so lintToolList (lint/index.ts) counts, unless the rule is skipped, and
 * then calls this.
 */
function toolListTokensFindings(tokens) {
    return tokens.count > MAX_TOOL_LIST_TOKENS
        ? [
            finding(TOOL_LIST_TOKENS, `the tool list is ${tokens.count.toLocaleString('en-US')} tokens (${tokens.method}), over ${MAX_TOOL_LIST_TOKENS.toLocaleString('en-US')}`),
        ]
        : [];
}
const SIZE = {
    rules: [DEEP_NESTING, TOO_MANY_TOOLS, TOOL_LIST_TOKENS],
    schema: ({ schema, name }) => deepNesting(schema, name),
    list: tooManyTools,
};
//# sourceMappingURL=size.js.map
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/surface.js







const LIST_UNREADABLE = rule('list-unreadable', 'error', `A prompt, resource or resource-template list whose pages go on past ${limits/* MAX_TOOL_LIST_PAGES */.GP} (a nextCursor that never ends) cannot be read whole by a host, so nothing in it is offered, and it is not linted.`);
/** `own` holds the tools' and prompts' names, which the texts may name. */
function surfaceFindings(surface, tools) {
    const findings = [];
    // A list cut at the page cap is not linted (it was not read), and says so, naming the list.
    for (const why of Object.values(surface.unread ?? {}))
        if (why !== undefined)
            findings.push(finding(LIST_UNREADABLE, why));
    const own = new Set(toolNames(tools));
    for (const prompt of surface.prompts)
        if (typeof prompt.name === 'string')
            own.add(prompt.name);
    const text = (value) => (typeof value === 'string' ? value : '');
    if (surface.instructions)
        findings.push(...poisoningFindings([{ where: "the server's instructions", text: surface.instructions }], 'instructions', own));
    for (const prompt of surface.prompts) {
        const subject = `prompt ${text(prompt.name)}`;
        if (!text(prompt.description).trim())
            findings.push(finding(DESCRIPTION_MISSING, 'the prompt has no description', subject));
        const texts = [];
        for (const field of ['title', 'description'])
            if (text(prompt[field]))
                texts.push({ where: `the prompt's ${field}`, text: text(prompt[field]) });
        for (const argument of Array.isArray(prompt.arguments) ? prompt.arguments : []) {
            if (!(0,json/* isObject */.Gv)(argument) || typeof argument.name !== 'string')
                continue;
            const described = text(argument.description).trim() !== '' || mentions(text(prompt.description), argument.name);
            if (argument.required === true && !described)
                findings.push(finding(REQUIRED_PARAMETER_UNDESCRIBED, `required argument "${argument.name}" has no description, and the prompt's description does not name it`, subject, argument.name));
            if (text(argument.description))
                texts.push({
                    where: `argument "${argument.name}"'s description`,
                    text: text(argument.description),
                    parameter: argument.name,
                });
        }
        findings.push(...poisoningFindings(texts, subject, own));
    }
    for (const [list, key, what] of [
        [surface.resourceTemplates, 'uriTemplate', 'resource template'],
        [surface.resources, 'uri', 'resource'],
    ])
        for (const entry of list) {
            const subject = `${what} ${text(entry[key])}`;
            // A static resource is data a host lists; a template is chosen by what it says it holds.
            if (what === 'resource template' && !text(entry.description).trim())
                findings.push(finding(DESCRIPTION_MISSING, 'the resource template has no description', subject));
            const texts = [];
            for (const field of ['title', 'description'])
                if (text(entry[field]))
                    texts.push({ where: `the ${what}'s ${field}`, text: text(entry[field]) });
            findings.push(...poisoningFindings(texts, subject, own));
        }
    return findings;
}
const SURFACE = {
    rules: [LIST_UNREADABLE],
    surface: surfaceFindings,
};
//# sourceMappingURL=surface.js.map
;// CONCATENATED MODULE: ./lib/server-tools/lint/rules/index.js











const REGISTRY = [
    NAMES, // a name the model APIs refuse; two tools of one name
    DESCRIPTIONS, // none, too short, vague; near-duplicates in the list
    SCHEMAS, // an input schema the APIs refuse, or that no call can satisfy
    SIDE_EFFECTS, // a tool that changes things without saying so
    PARAMETERS, // untyped, unexplained or free-text parameters
    POISONING, // hidden text, steering against the user or to other tools; schemas too big to read
    SIZE, // nested too deep, too many tools, too many tokens
    SURFACE, // prompts, resources, templates, instructions; lists that cannot be read whole
];
const FAMILIES = REGISTRY;
const RULES = Object.fromEntries(FAMILIES.flatMap((family) => family.rules.map((rule) => [rule.id, rule])));
const RULE_IDS = Object.keys(RULES);
function isRuleId(id) {
    return Object.hasOwn(RULES, id);
}
/** Runs every rule not in `skip` over the tool list; the token size is its own check (see lint/index.ts). */
function lintTools(tools, skip = new Set()) {
    const findings = [];
    tools.forEach((tool, index) => {
        const raw = tool.inputSchema;
        const site = {
            tool,
            name: nameOf(tool, index),
            description: descriptionOf(tool),
            schema: (0,json/* isObject */.Gv)(raw) && (raw.type === 'object' || raw.type === undefined) ? raw : undefined,
        };
        for (const family of FAMILIES)
            if (family.tool)
                findings.push(...family.tool(site));
        // The schema checks walk it recursively: one nested past the bound would exhaust the stack.
        // It is reported as schema-unchecked (see poisoning.ts), and these checks are not run on it.
        const schema = site.schema;
        if (schema && !deeperThan(schema, MAX_SCHEMA_DEPTH))
            for (const family of FAMILIES)
                if (family.schema)
                    findings.push(...family.schema({ ...site, schema }));
    });
    for (const family of FAMILIES)
        if (family.list)
            findings.push(...family.list(tools));
    return findings.filter((item) => !skip.has(item.rule));
}
/**
 * The rules that apply to prompts, resources, resource templates and the instructions (see
 * surface.ts); `tools` for their names, which those texts may name.
 */
function lintSurface(surface, tools, skip = new Set()) {
    const findings = [];
    for (const family of FAMILIES)
        if (family.surface)
            findings.push(...family.surface(surface, tools));
    return findings.filter((item) => !skip.has(item.rule));
}







//# sourceMappingURL=index.js.map

/***/ })

};

//# sourceMappingURL=8995.index.js.map