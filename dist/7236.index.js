export const id = 7236;
export const ids = [7236];
export const modules = {

/***/ 48494:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nr: () => (/* reexport safe */ _providers_choose_js__WEBPACK_IMPORTED_MODULE_0__.Nr),
/* harmony export */   SN: () => (/* binding */ JUDGE_NOT_ASKED_PREFIX),
/* harmony export */   XZ: () => (/* binding */ gradeCriteria),
/* harmony export */   uS: () => (/* binding */ judgedOutcome)
/* harmony export */ });
/* harmony import */ var _providers_choose_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36069);
/** Why the judge and agent scenarios cannot call the API: said wherever a key is missing (providers/choose.ts). */

/**
 * Starts the error of a scenario (or agent trial) the judge could not be asked about; its code is
 * `judge_not_asked` (model/reasons.ts), which the decisions read.
 */
const JUDGE_NOT_ASKED_PREFIX = 'the judge could not be asked: ';
/** Starts the message of a criterion the judge could not be asked about (unreachable, or an API error). */
const JUDGE_ERROR_PREFIX = 'judge error: ';
/**
 * One check per criterion. `notJudgedBecause`: the kind's reason to skip judging (the calls did not
 * run as expected). A judge that could not be asked gives a failed check marked `unavailable`:
 * the kind errors the scenario with it, so an outage never reads as the server's fault.
 */
function gradeCriteria(criteria, text, plan, notJudgedBecause) {
    return Promise.all(criteria.map(async (criterion) => {
        const base = { kind: 'judge', subject: criterion.value, position: criterion.position };
        if (plan.kind === 'fail')
            return { ...base, status: 'failed', message: plan.reason };
        if (plan.kind === 'skip')
            return { ...base, status: 'skipped', message: plan.reason };
        if (notJudgedBecause !== undefined)
            return { ...base, status: 'skipped', message: notJudgedBecause };
        const verdict = await plan.judge.judge(criterion.value, text);
        if (verdict.error !== undefined) {
            // No reply to show: the criterion errored, and says why instead of quoting a "raw reply".
            return {
                ...base,
                status: 'failed',
                message: `${JUDGE_ERROR_PREFIX}${verdict.error}`,
                unavailable: verdict.error,
                ...(verdict.errorCode && { unavailableCode: verdict.errorCode }),
                // A reply that overran the budget was paid for: its tokens count in the scenario's cost.
                ...(verdict.usage && { judgeUsage: verdict.usage }),
            };
        }
        return {
            ...base,
            status: verdict.verdict === 'PASS' ? 'passed' : 'failed',
            message: verdict.verdict === 'PASS'
                ? undefined
                : verdict.malformed
                    ? `judge: FAIL: the reply broke the two-line contract (${verdict.malformed}): ${verdict.reason}`
                    : `judge: FAIL: ${verdict.reason}`,
            judge: verdict,
        };
    }));
}
/**
 * What a set of checks says of its scenario (or agent trial): `failed` when a check failed on the
 * output; `error` when the only failures are criteria the judge could not be asked about, so that an
 * outage errors the scenario instead of failing it (a failure of the output stands regardless).
 */
function judgedOutcome(checks) {
    const failed = checks.some((check) => check.status === 'failed' && check.unavailable === undefined);
    const unavailable = checks.find((check) => check.unavailable !== undefined);
    if (failed || !unavailable)
        return { failed };
    const budget = checks.find((check) => check.unavailableCode === 'cost_budget');
    return budget
        ? { failed, error: `${JUDGE_NOT_ASKED_PREFIX}${budget.unavailable}`, code: 'cost_budget' }
        : { failed, error: `${JUDGE_NOT_ASKED_PREFIX}${unavailable.unavailable}`, code: 'judge_not_asked' };
}
//# sourceMappingURL=judge.js.map

/***/ }),

/***/ 67379:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V1: () => (/* binding */ diffSnapshots),
/* harmony export */   tO: () => (/* reexport safe */ _model_server_tools_js__WEBPACK_IMPORTED_MODULE_1__.tO)
/* harmony export */ });
/* unused harmony exports nullableAsType, SIMILAR_DESCRIPTION_SHARE */
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74109);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68884);
/* harmony import */ var _model_server_tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30812);
/**
 * What changed between two tool-list snapshots, classified for a caller of the server:
 * breaking (a call that worked may now fail, or an answer it read may lack a field), model-facing
 * (what the model reads changed: it may now call differently) or additive. Pure but for loading
 * the word-diff module (and with it the `diff` package) when some text was reworded.
 */




const same = (a, b) => JSON.stringify((0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .sortDeep */ .Dc)(a)) === JSON.stringify((0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .sortDeep */ .Dc)(b));
const show = (value) => (value === undefined ? 'none' : JSON.stringify(value));
/** Every change from `before` to `after`, breaking first, then by tool name, in discovery order within. */
async function diffSnapshots(before, after) {
    const oldByName = new Map(before.tools.map((tool) => [tool.name, tool]));
    const newByName = new Map(after.tools.map((tool) => [tool.name, tool]));
    const removed = before.tools.filter((tool) => !newByName.has(tool.name));
    const added = after.tools.filter((tool) => !oldByName.has(tool.name));
    const changes = [];
    const renamedTo = new Set();
    for (const tool of removed) {
        // A new tool with the old one's exact input schema is most likely the same tool renamed; the
        // caller still breaks (it calls by name), so this only helps the reader, hence the question mark.
        const twin = added.find((candidate) => !renamedTo.has(candidate.name) && same(candidate.inputSchema, tool.inputSchema));
        if (twin) {
            renamedTo.add(twin.name);
            changes.push({
                kind: 'breaking',
                tool: tool.name,
                message: `tool removed; renamed to \`${twin.name}\`? (same input schema)`,
            });
        }
        else {
            changes.push({ kind: 'breaking', tool: tool.name, message: 'tool removed' });
        }
    }
    for (const tool of added)
        if (!renamedTo.has(tool.name))
            changes.push({ kind: 'additive', tool: tool.name, message: 'tool added' });
    for (const tool of after.tools) {
        const old = oldByName.get(tool.name);
        if (old)
            changes.push(...diffTool(old, tool));
    }
    changes.push(...diffSurface(before, after));
    const rank = (change) => _model_server_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .CHANGE_KINDS */ .tO.indexOf(change.kind);
    // Array.prototype.sort is stable: within a kind and tool, changes keep the order they were found in.
    changes.sort((a, b) => rank(a) - rank(b) || (a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0));
    if (!changes.some((change) => change.texts))
        return changes;
    const { wordDiff } = await __webpack_require__.e(/* import() */ 3215).then(__webpack_require__.bind(__webpack_require__, 33215));
    return changes.map(({ texts, ...change }) => (texts ? { ...change, words: wordDiff(...texts) } : change));
}
function diffTool(old, tool) {
    const changes = [];
    const add = (kind, message, texts) => changes.push(texts ? { kind, tool: tool.name, message, texts } : { kind, tool: tool.name, message });
    for (const field of ['title', 'description']) {
        const a = old[field];
        const b = tool[field];
        if (a === b)
            continue;
        if (a === undefined)
            add('model-facing', `${field} added`, ['', b ?? '']);
        else if (b === undefined)
            add('model-facing', `${field} removed`, [a, '']);
        else
            add('model-facing', `${field} reworded`, [a, b]);
    }
    const oldAnnotations = old.annotations ?? {};
    const newAnnotations = tool.annotations ?? {};
    for (const key of [...new Set([...Object.keys(oldAnnotations), ...Object.keys(newAnnotations)])].sort()) {
        if (same(oldAnnotations[key], newAnnotations[key]))
            continue;
        add('model-facing', `annotation ${key}: ${show(oldAnnotations[key])} → ${show(newAnnotations[key])}`);
    }
    diffSchema(old.inputSchema, tool.inputSchema, { side: 'input', path: '', add });
    if (old.outputSchema === undefined && tool.outputSchema !== undefined)
        add('additive', 'output schema added');
    else if (old.outputSchema !== undefined && tool.outputSchema === undefined)
        add('breaking', 'output schema removed: callers reading structuredContent lose its contract');
    else if (old.outputSchema !== undefined)
        diffSchema(old.outputSchema, tool.outputSchema, { side: 'output', path: '', add });
    // Fail closed: whatever differs and was not named above is still a change.
    if (changes.length === 0 && !same(old, tool))
        add('breaking', 'definition changed (not classified: read the file diff)');
    return changes;
}
/** Keywords this module compares itself; any other keyword that changes is reported as unclassified. */
const HANDLED = new Set([
    'type',
    'properties',
    'required',
    'items',
    'enum',
    'const',
    'description',
    'title',
    'default',
    'examples',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'pattern',
    'format',
    'additionalProperties',
    '$schema',
]);
/** Bounds that narrow what is accepted when they grow (lower bounds) or shrink (upper bounds). */
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'];
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'];
function diffSchema(before, after, ctx, said = NONE) {
    const a = nullableAsType((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(before) ? before : {});
    const b = nullableAsType((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(after) ? after : {});
    const where = ctx.path
        ? `${ctx.side === 'input' ? 'parameter' : 'output field'} \`${ctx.path}\``
        : `${ctx.side} schema`;
    // For input, accepting less breaks a caller; for output, a caller breaks when it may get more
    // than it was promised (a wider type, a looser bound), and getting less (a bound added) is safe.
    const narrowing = ctx.side === 'input' ? 'breaking' : 'additive';
    const widening = ctx.side === 'input' ? 'additive' : 'breaking';
    const oldTypes = typesOf(a);
    const newTypes = typesOf(b);
    if (!said.has('type') && !same(oldTypes, newTypes) && (oldTypes.length > 0 || newTypes.length > 0)) {
        const label = `${where} type ${typeLabel(oldTypes)} → ${typeLabel(newTypes)}`;
        if (covers(oldTypes, newTypes))
            ctx.add(ctx.side === 'input' ? 'breaking' : 'additive', `${label} (narrowed)`);
        else if (covers(newTypes, oldTypes))
            ctx.add(widening, `${label} (widened)`);
        else
            ctx.add('breaking', `${label} (changed)`);
    }
    diffEnum(a, b, where, ctx);
    for (const key of ['description', 'title']) {
        const x = typeof a[key] === 'string' ? a[key] : undefined;
        const y = typeof b[key] === 'string' ? b[key] : undefined;
        if (x === y)
            continue;
        const verb = x === undefined ? 'added' : y === undefined ? 'removed' : 'reworded';
        ctx.add('model-facing', `${where} ${key} ${verb}`, [x ?? '', y ?? '']);
    }
    for (const key of ['default', 'examples'])
        if (!said.has(key) && !same(a[key], b[key]))
            ctx.add('model-facing', `${where} ${key}: ${show(a[key])} → ${show(b[key])}`);
    for (const key of [...LOWER_BOUNDS, ...UPPER_BOUNDS]) {
        const x = typeof a[key] === 'number' ? a[key] : undefined;
        const y = typeof b[key] === 'number' ? b[key] : undefined;
        if (x === y)
            continue;
        const lower = LOWER_BOUNDS.includes(key);
        const tighter = y !== undefined && (x === undefined || (lower ? y > x : y < x));
        ctx.add(tighter ? narrowing : widening, `${where} ${key}: ${show(x)} → ${show(y)} (${tighter ? 'narrowed' : 'widened'})`);
    }
    for (const key of ['pattern', 'format']) {
        if (same(a[key], b[key]))
            continue;
        ctx.add(b[key] === undefined ? widening : narrowing, `${where} ${key}: ${show(a[key])} → ${show(b[key])}`);
    }
    if (!same(a.additionalProperties, b.additionalProperties)) {
        const closed = b.additionalProperties === false;
        ctx.add(closed ? narrowing : widening, `${where} additionalProperties: ${show(a.additionalProperties)} → ${show(b.additionalProperties)}`);
    }
    diffProperties(a, b, ctx);
    if (!same(a.items, b.items))
        diffSchema(a.items, b.items, { ...ctx, path: `${ctx.path || (ctx.side === 'input' ? 'arguments' : 'result')}[]` });
    if (!same(a.$schema, b.$schema)) {
        // An SDK upgrade adds it to every schema: it names the dialect, and accepts the same values.
        if (a.$schema === undefined)
            ctx.add('additive', `${where} \`$schema\` added: ${show(b.$schema)}`);
        else
            ctx.add('model-facing', `${where} \`$schema\`: ${show(a.$schema)} → ${show(b.$schema)}`);
    }
    const others = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !HANDLED.has(key)).sort();
    for (const key of others) {
        if (same(a[key], b[key]))
            continue;
        if (sameIgnoringEnumOrder(a[key], b[key]))
            ctx.add('model-facing', `${where} \`${key}\`: enum values reordered (the same values)`);
        else
            ctx.add('breaking', `${where} \`${key}\` changed (not classified; treated as breaking)`);
    }
}
const NONE = new Set();
/** What the one line for a parameter made required (or optional) already says. */
const SAID_BY_REQUIRED = new Set(['type', 'default']);
/**
 * `anyOf: [T, {type: null}]` (what Pydantic writes for `T | None`) as the one schema it means:
 * T with `null` among its types. Keywords beside the `anyOf` (description, default, title) are
 * kept; a T with no `type` of its own (a `$ref`), or one whose keywords clash with those beside
 * it, is left as it is.
 */
function nullableAsType(schema) {
    for (const key of ['anyOf', 'oneOf']) {
        const options = schema[key];
        if (!Array.isArray(options) || options.length !== 2)
            continue;
        const nullIndex = options.findIndex((option) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(option) && option.type === 'null' && Object.keys(option).length === 1);
        if (nullIndex === -1)
            continue;
        const other = options[1 - nullIndex];
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(other) || typesOf(other).length === 0)
            return schema;
        const rest = { ...schema };
        delete rest[key];
        if (Object.keys(other).some((name) => Object.hasOwn(rest, name)))
            return schema;
        return { ...other, ...rest, type: [...new Set([...typesOf(other), 'null'])] };
    }
    return schema;
}
/** Types as people read them: `string|null` (null last), `any` for none. */
function typeLabel(types) {
    if (types.length === 0)
        return 'any';
    return [...types.filter((type) => type !== 'null'), ...types.filter((type) => type === 'null')].join('|');
}
/** Equal once every `enum` list below is sorted: a reordering only. */
function sameIgnoringEnumOrder(a, b) {
    const sortEnums = (value) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .sortKeysDeep */ .$E)(value, (key, array) => key === 'enum' ? array.map((item) => JSON.stringify(item)).sort() : undefined);
    return JSON.stringify(sortEnums((0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .sortDeep */ .Dc)(a))) === JSON.stringify(sortEnums((0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .sortDeep */ .Dc)(b)));
}
function diffProperties(a, b, ctx) {
    const oldProps = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(a.properties) ? a.properties : {};
    const newProps = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(b.properties) ? b.properties : {};
    const oldRequired = requiredOf(a);
    const newRequired = requiredOf(b);
    const names = [...new Set([...Object.keys(oldProps), ...Object.keys(newProps)])].sort();
    const noun = ctx.side === 'input' ? 'parameter' : 'output field';
    const renames = likelyRenames(oldProps, newProps);
    const renamedTo = new Set([...renames.values()].map((rename) => rename.to));
    const pathOf = (name) => (ctx.path ? `${ctx.path}.${name}` : name);
    for (const name of names) {
        const path = pathOf(name);
        const inOld = Object.hasOwn(oldProps, name);
        const inNew = Object.hasOwn(newProps, name);
        if (inOld && !inNew) {
            const rename = renames.get(name);
            const hint = rename && renameHint(oldProps[name], rename);
            const nowRequired = rename && newRequired.has(rename.to) && !oldRequired.has(name) ? '; now required' : '';
            ctx.add('breaking', rename
                ? `${noun} \`${path}\` removed: renamed? \`${path}\` → \`${pathOf(rename.to)}\` (${hint}${nowRequired})`
                : `${noun} \`${path}\` removed`);
            continue;
        }
        if (!inOld && inNew && renamedTo.has(name))
            continue;
        if (!inOld && inNew) {
            if (ctx.side === 'input' && newRequired.has(name))
                ctx.add('breaking', `${noun} \`${path}\` added as required`);
            else
                ctx.add('additive', `${noun} \`${path}\` added${newRequired.has(name) ? ' (required)' : ' (optional)'}`);
            continue;
        }
        if (oldRequired.has(name) !== newRequired.has(name)) {
            const nowRequired = newRequired.has(name);
            // Input: newly required breaks callers that leave it out. Output: no longer required means
            // the caller may stop getting it.
            const kind = ctx.side === 'input' ? (nowRequired ? 'breaking' : 'additive') : nowRequired ? 'additive' : 'breaking';
            // One line for the whole change of the parameter's contract: the most common FastMCP change,
            // `city: str | None = None` made `city: str`, flips required, drops null and drops the default.
            const oldSchema = nullableAsType((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(oldProps[name]) ? oldProps[name] : {});
            const newSchema = nullableAsType((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(newProps[name]) ? newProps[name] : {});
            const side = (schema, required) => `${typeLabel(typesOf(schema))}, ${required ? 'required' : 'optional'}${Object.hasOwn(schema, 'default') ? ` (default ${show(schema.default)})` : ''}`;
            ctx.add(kind, `${noun} \`${path}\`: ${side(oldSchema, !nowRequired)} → ${side(newSchema, nowRequired)}`);
            diffSchema(oldProps[name], newProps[name], { ...ctx, path }, SAID_BY_REQUIRED);
            continue;
        }
        diffSchema(oldProps[name], newProps[name], { ...ctx, path });
    }
}
/** The words a schema's text is compared on: a rename keeps what is said, a new parameter says other things. */
const TEXT_KEYS = ['description', 'title', 'examples'];
/** Share of the words two descriptions have in common (of the words either has) from which they say the same thing. */
const SIMILAR_DESCRIPTION_SHARE = 0.5;
/**
 * Each removed property paired with the added one it was most likely renamed to: the same type and
 * either the same schema but for its text, or a similar description. A hint only (the change stays
 * breaking: a caller sending the old name is refused); each added property is paired at most once.
 */
function likelyRenames(oldProps, newProps) {
    const removed = Object.keys(oldProps)
        .filter((name) => !Object.hasOwn(newProps, name))
        .sort();
    const added = Object.keys(newProps)
        .filter((name) => !Object.hasOwn(oldProps, name))
        .sort();
    const renames = new Map();
    const taken = new Set();
    for (const name of removed) {
        const before = schemaOf(oldProps[name]);
        let best;
        for (const candidate of added) {
            const after = schemaOf(newProps[candidate]);
            if (taken.has(candidate) || !same(typesOf(before), typesOf(after)))
                continue;
            const sameSchema = same(withoutText(before), withoutText(after));
            const similarDescription = similarDescriptions(before.description, after.description);
            // A description says what the value is; a bare `{ type: string }` matches any other string.
            const score = (similarDescription ? 2 : 0) + (sameSchema ? 1 : 0);
            if (score > (best?.score ?? 0))
                best = { to: candidate, sameSchema, similarDescription, score };
        }
        if (best) {
            taken.add(best.to);
            renames.set(name, best);
        }
    }
    return renames;
}
const schemaOf = (value) => nullableAsType((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value) ? value : {});
function withoutText(schema) {
    return Object.fromEntries(Object.entries(schema).filter(([key]) => !TEXT_KEYS.includes(key)));
}
function similarDescriptions(a, b) {
    if (typeof a !== 'string' || typeof b !== 'string')
        return false;
    const words = (text) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
    const [x, y] = [words(a), words(b)];
    const shared = [...x].filter((word) => y.has(word)).length;
    const either = new Set([...x, ...y]).size;
    return either > 0 && shared / either >= SIMILAR_DESCRIPTION_SHARE;
}
/** Why the pair looks like a rename, for the reader deciding: the type, and what else matches. */
function renameHint(before, rename) {
    const type = typeLabel(typesOf(schemaOf(before)));
    return `same type ${type}${rename.sameSchema ? ' and schema' : ''}${rename.similarDescription ? ', similar description' : ''}`;
}
function diffEnum(a, b, where, ctx) {
    const oldValues = allowedValues(a);
    const newValues = allowedValues(b);
    if (oldValues === undefined && newValues === undefined)
        return;
    if (oldValues === undefined) {
        ctx.add(ctx.side === 'input' ? 'breaking' : 'additive', `${where} now limited to ${newValues.map(show).join(', ')}`);
        return;
    }
    if (newValues === undefined) {
        ctx.add(ctx.side === 'input' ? 'additive' : 'breaking', `${where} no longer limited to listed values`);
        return;
    }
    const key = (value) => JSON.stringify((0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .sortDeep */ .Dc)(value));
    const newKeys = new Set(newValues.map(key));
    const oldKeys = new Set(oldValues.map(key));
    const gone = oldValues.filter((value) => !newKeys.has(key(value)));
    const came = newValues.filter((value) => !oldKeys.has(key(value)));
    if (gone.length === 0 && came.length === 0 && !same(oldValues, newValues)) {
        // The same values in another order: what a caller may send or get is unchanged.
        ctx.add('model-facing', `${where} enum values reordered: ${oldValues.map(show).join(', ')} → ${newValues.map(show).join(', ')}`);
        return;
    }
    if (gone.length > 0)
        ctx.add(ctx.side === 'input' ? 'breaking' : 'additive', `${where} enum value(s) removed: ${gone.map(show).join(', ')}`);
    if (came.length > 0)
        ctx.add(ctx.side === 'input' ? 'additive' : 'breaking', `${where} enum value(s) added: ${came.map(show).join(', ')}`);
}
function allowedValues(schema) {
    if (Array.isArray(schema.enum))
        return schema.enum;
    if (Object.hasOwn(schema, 'const'))
        return [schema.const];
    return undefined;
}
function requiredOf(schema) {
    return new Set(Array.isArray(schema.required) ? schema.required.filter((item) => typeof item === 'string') : []);
}
/** The schema's JSON types, sorted; [] when it names none. */
function typesOf(schema) {
    if (typeof schema.type === 'string')
        return [schema.type];
    if (Array.isArray(schema.type))
        return [...new Set(schema.type.map(String))].sort();
    return [];
}
/** Whether every value of types `inner` is also a value of types `outer` ([] means any type). */
function covers(outer, inner) {
    if (outer.length === 0)
        return true;
    if (inner.length === 0)
        return false;
    return inner.every((type) => outer.includes(type) || (type === 'integer' && outer.includes('number')));
}
/** How a change names what it is in: `prompt summarize_note`, `resource template notes://{id}`. */
const SUBJECT = {
    prompts: 'prompt',
    resources: 'resource',
    resourceTemplates: 'resource template',
};
/**
 * The rest of the surface: a section is compared only when both snapshots have it (a file saved
 * before they were kept has none, and is not read as every prompt removed). A prompt or a resource
 * template removed, a prompt argument removed or newly required are breaking (a host's call that
 * worked fails); a static resource no longer listed, reworded text and changed instructions are
 * model-facing; additions additive.
 */
function diffSurface(before, after) {
    const changes = [];
    if (before.instructions !== undefined &&
        after.instructions !== undefined &&
        before.instructions !== after.instructions) {
        const message = !before.instructions
            ? 'instructions added'
            : !after.instructions
                ? 'instructions removed'
                : 'instructions changed';
        changes.push({
            kind: 'model-facing',
            tool: 'instructions',
            message,
            texts: [before.instructions, after.instructions],
        });
    }
    for (const [section, key] of Object.entries(_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .SECTION_KEYS */ .vz)) {
        const old = before[section];
        const now = after[section];
        if (!old || !now)
            continue;
        const subject = (entry) => `${SUBJECT[section]} ${String(entry[key])}`;
        const oldByKey = new Map(old.map((entry) => [entry[key], entry]));
        const newByKey = new Map(now.map((entry) => [entry[key], entry]));
        for (const entry of old)
            if (!newByKey.has(entry[key]))
                changes.push({
                    kind: section === 'resources' ? 'model-facing' : 'breaking',
                    tool: subject(entry),
                    message: section === 'resources' ? 'resource no longer listed' : `${SUBJECT[section]} removed`,
                });
        for (const entry of now)
            if (!oldByKey.has(entry[key]))
                changes.push({ kind: 'additive', tool: subject(entry), message: `${SUBJECT[section]} added` });
        for (const entry of now) {
            const was = oldByKey.get(entry[key]);
            if (was)
                changes.push(...diffEntry(was, entry, subject(entry)));
        }
    }
    return changes;
}
function diffEntry(old, entry, subject) {
    const changes = [];
    for (const field of ['title', 'description']) {
        const a = typeof old[field] === 'string' ? old[field] : undefined;
        const b = typeof entry[field] === 'string' ? entry[field] : undefined;
        if (a === b)
            continue;
        const message = a === undefined ? `${field} added` : b === undefined ? `${field} removed` : `${field} reworded`;
        changes.push({ kind: 'model-facing', tool: subject, message, texts: [a ?? '', b ?? ''] });
    }
    if (!same(old.mimeType, entry.mimeType))
        changes.push({
            kind: 'breaking',
            tool: subject,
            message: `mimeType: ${show(old.mimeType)} → ${show(entry.mimeType)}`,
        });
    const args = (value) => new Map((Array.isArray(value) ? value : [])
        .filter((argument) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(argument) && typeof argument.name === 'string')
        .map((argument) => [argument.name, argument]));
    const oldArgs = args(old.arguments);
    const newArgs = args(entry.arguments);
    for (const [name, argument] of oldArgs) {
        const now = newArgs.get(name);
        if (!now) {
            changes.push({ kind: 'breaking', tool: subject, message: `argument \`${name}\` removed` });
            continue;
        }
        if (now.required === true && argument.required !== true)
            changes.push({ kind: 'breaking', tool: subject, message: `argument \`${name}\` is now required` });
        else if (argument.required === true && now.required !== true)
            changes.push({ kind: 'additive', tool: subject, message: `argument \`${name}\` is now optional` });
        const a = typeof argument.description === 'string' ? argument.description : '';
        const b = typeof now.description === 'string' ? now.description : '';
        if (a !== b)
            changes.push({
                kind: 'model-facing',
                tool: subject,
                message: `argument \`${name}\` description ${!a ? 'added' : !b ? 'removed' : 'reworded'}`,
                texts: [a, b],
            });
    }
    for (const [name, argument] of newArgs)
        if (!oldArgs.has(name))
            changes.push(argument.required === true
                ? { kind: 'breaking', tool: subject, message: `required argument \`${name}\` added` }
                : { kind: 'additive', tool: subject, message: `optional argument \`${name}\` added` });
    // Fail closed: whatever else differs (annotations, a field not named above) is still a change.
    const CLASSIFIED = new Set(['title', 'description', 'mimeType', 'arguments']);
    const rest = (value) => Object.fromEntries(Object.entries(value).filter(([key]) => !CLASSIFIED.has(key)));
    if (!same(rest(old), rest(entry)))
        changes.push({
            kind: 'model-facing',
            tool: subject,
            message: 'definition changed (not classified: read the file diff)',
        });
    return changes;
}
//# sourceMappingURL=diff.js.map

/***/ }),

/***/ 74109:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* binding */ sortDeep),
/* harmony export */   E$: () => (/* binding */ parseSnapshot),
/* harmony export */   LW: () => (/* binding */ normalizeSurface),
/* harmony export */   dr: () => (/* binding */ SnapshotFileError),
/* harmony export */   mt: () => (/* binding */ unreadSections),
/* harmony export */   rI: () => (/* binding */ normalizeTools),
/* harmony export */   vz: () => (/* binding */ SECTION_KEYS)
/* harmony export */ });
/* unused harmony exports SNAPSHOT_FORMAT, normalizeTool, serializeSnapshot */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68884);
/**
 * The tool-list snapshot: what the model sees of each tool (name, title, description, annotations,
 * input and output schema), in a form that diffs well in a pull request. Tools are sorted by name,
 * each tool's keys come in one fixed order, every object's keys below that are sorted, and each
 * value sits on its own line: a one-word change to a description is a one-line diff.
 * Pure: no I/O here.
 */

/** The format tag written into every snapshot file, so a future change of layout can be told apart. */
const SNAPSHOT_FORMAT = 'mcp-scenario-eval/tools-snapshot@1';
/** The key each section is sorted and matched by. */
const SECTION_KEYS = { prompts: 'name', resources: 'uri', resourceTemplates: 'uriTemplate' };
/** What of a prompt or resource the model or the host reads; `_meta`, icons and the like are left out. */
const ENTRY_FIELDS = ['name', 'title', 'uri', 'uriTemplate', 'description', 'mimeType', 'arguments', 'annotations'];
function normalizeSection(entries, key) {
    return entries
        .filter((entry) => typeof entry[key] === 'string')
        .map((entry) => {
        const kept = {};
        for (const field of ENTRY_FIELDS)
            if (entry[field] !== undefined && entry[field] !== null)
                kept[field] = entry[field];
        return sortDeep(kept);
    })
        .sort((a, b) => (String(a[key]) < String(b[key]) ? -1 : String(a[key]) > String(b[key]) ? 1 : 0));
}
/** The tool list and the rest of the surface in snapshot form. */
function normalizeSurface(tools, surface) {
    const snapshot = normalizeTools(tools);
    if (!surface)
        return snapshot;
    // A list cut at the page cap has no section: an absent section is not compared, where an empty
    // one would read as every prompt removed.
    const unread = surface.unread ?? {};
    return {
        ...snapshot,
        instructions: surface.instructions,
        ...(unread.prompts ? {} : { prompts: normalizeSection(surface.prompts, SECTION_KEYS.prompts) }),
        ...(unread.resources ? {} : { resources: normalizeSection(surface.resources, SECTION_KEYS.resources) }),
        ...(unread.templates
            ? {}
            : { resourceTemplates: normalizeSection(surface.resourceTemplates, SECTION_KEYS.resourceTemplates) }),
    };
}
/** Why each list of the surface that reached the page cap was not read (and so not kept or compared). */
function unreadSections(surface) {
    return Object.values(surface?.unread ?? {}).filter((why) => why !== undefined);
}
/** The fields of a tool the snapshot keeps, in the order it writes them. */
const TOOL_KEYS = ['name', 'title', 'description', 'annotations', 'inputSchema', 'outputSchema'];
/**
 * A JSON value with every object's keys sorted (recursively), and each `required` list sorted:
 * its order means nothing to a caller, and a server that builds it from a Set may change it.
 * Other arrays (enum, anyOf, items) keep their order.
 */
function sortDeep(value) {
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .sortKeysDeep */ .$E)(value, (key, array) => key === 'required' && array.every((item) => typeof item === 'string') ? [...array].sort() : undefined);
}
/** One tool in snapshot form: the fields the model sees, in the fixed key order, sorted below. */
function normalizeTool(tool) {
    const ordered = {};
    // Built in TOOL_KEYS order: JSON.stringify writes keys in insertion order.
    for (const key of TOOL_KEYS) {
        const value = key === 'inputSchema' ? (tool.inputSchema ?? {}) : tool[key];
        if (value === undefined || value === null)
            continue;
        if (key === 'annotations' && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && Object.keys(value).length === 0)
            continue;
        ordered[key] = key === 'name' ? value : sortDeep(value);
    }
    return ordered;
}
/** The whole list in snapshot form, sorted by tool name (code-unit order: the same on every machine). */
function normalizeTools(tools) {
    const normalized = tools.map(normalizeTool).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { format: SNAPSHOT_FORMAT, tools: normalized };
}
/** The snapshot file's text: two-space JSON, one value per line, with a final newline. */
function serializeSnapshot(snapshot) {
    const { format, tools, instructions, prompts, resources, resourceTemplates } = snapshot;
    return `${JSON.stringify({ format, tools, instructions, prompts, resources, resourceTemplates }, null, 2)}\n`;
}
/** Thrown for a snapshot file that cannot be read as one; the message names the file and says what to do. */
class SnapshotFileError extends Error {
}
/**
 * Reads a snapshot file's text. Fails closed: a file that is not a snapshot is an error, never an
 * empty list (which would report every tool as added and let a broken file pass as a change).
 */
function parseSnapshot(text, file) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new SnapshotFileError(`${file} is not valid JSON (${error.message}); write it again with \`tools --save ${file}\``);
    }
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(data) || data.format !== SNAPSHOT_FORMAT || !Array.isArray(data.tools)) {
        throw new SnapshotFileError(`${file} is not a tool-list snapshot (expected {"format": "${SNAPSHOT_FORMAT}", "tools": [...]}); write it with \`tools --save ${file}\``);
    }
    const tools = [];
    data.tools.forEach((tool, index) => {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(tool) || typeof tool.name !== 'string')
            throw new SnapshotFileError(`${file}: tools[${index}] has no "name" string; write the file again with \`tools --save ${file}\``);
        tools.push(tool);
    });
    if (data.instructions !== undefined && typeof data.instructions !== 'string')
        throw new SnapshotFileError(`${file}: "instructions" is ${JSON.stringify(data.instructions)}, not a string; write the file again with \`tools --save ${file}\``);
    const sections = {};
    for (const [section, key] of Object.entries(SECTION_KEYS)) {
        const list = data[section];
        if (list === undefined)
            continue;
        if (!Array.isArray(list) || list.some((entry) => !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(entry) || typeof entry[key] !== 'string'))
            throw new SnapshotFileError(`${file}: "${section}" must be a list of objects each with a "${key}" string; write the file again with \`tools --save ${file}\``);
        sections[section] = list;
    }
    // Normalized again, so a hand-edited file (keys reordered) compares by content, not layout.
    const snapshot = normalizeTools(tools);
    if (typeof data.instructions === 'string')
        snapshot.instructions = data.instructions;
    for (const [section, key] of Object.entries(SECTION_KEYS))
        if (sections[section])
            snapshot[section] = normalizeSection(sections[section], key);
    return snapshot;
}
//# sourceMappingURL=normalize.js.map

/***/ }),

/***/ 19137:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ sprt),
/* harmony export */   DR: () => (/* binding */ trialsToDecide),
/* harmony export */   FH: () => (/* binding */ DEFAULT_CONFIDENCE),
/* harmony export */   cf: () => (/* binding */ rateText),
/* harmony export */   rF: () => (/* binding */ wilson),
/* harmony export */   tK: () => (/* binding */ fewestDecidingTrials),
/* harmony export */   uL: () => (/* binding */ defaultIndifference)
/* harmony export */ });
/* unused harmony exports normalQuantile, DEFAULT_INDIFFERENCE, sprtRates */
/**
 * Statistics on an agent scenario's trials, pure and dependency-free: the pass rate and its Wilson
 * score interval (Wilson 1927; Newcombe 1998, method 3), which stays inside [0, 1] and keeps close to
 * its stated coverage even at 0 or n passes and at small n, where the normal ("Wald") interval does not.
 */
/** The standard normal quantile: z with P(Z <= z) = p (Acklam's rational approximation, relative error < 1.2e-9). */
function normalQuantile(p) {
    if (!(p > 0 && p < 1))
        throw new RangeError(`normalQuantile: p must lie strictly between 0 and 1, got ${p}`);
    const a = [
        -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
    ];
    const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
    const c = [
        -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
        2.938163982698783,
    ];
    const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
    const low = 0.02425;
    if (p < low) {
        const q = Math.sqrt(-2 * Math.log(p));
        return ((((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
            ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1));
    }
    if (p > 1 - low)
        return -normalQuantile(1 - p);
    const q = p - 0.5;
    const r = q * q;
    return (((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
        (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1));
}
/** The pass rate of `passes` in `trials` with its Wilson score interval at `confidence` (default 0.95). */
function wilson(passes, trials, confidence = 0.95) {
    if (!Number.isInteger(passes) || !Number.isInteger(trials) || passes < 0 || trials < 0 || passes > trials)
        throw new RangeError(`wilson: need whole numbers 0 <= passes <= trials, got ${passes} of ${trials}`);
    if (trials === 0)
        return { passes, trials, rate: 0, low: 0, high: 1, confidence };
    const z = normalQuantile(1 - (1 - confidence) / 2);
    const p = passes / trials;
    const z2 = z * z;
    const denominator = 1 + z2 / trials;
    const centre = (p + z2 / (2 * trials)) / denominator;
    const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
    return {
        passes,
        trials,
        rate: p,
        // Exact at the ends (0 passes: low is 0; all passed: high is 1), not a rounding error away.
        low: passes === 0 ? 0 : Math.max(0, centre - half),
        high: passes === trials ? 1 : Math.min(1, centre + half),
        confidence,
    };
}
/** `80% (95% CI 49–94%)`: a rate and its interval in whole percent. */
function rateText(estimate) {
    const percent = (value) => `${Math.round(value * 100)}%`;
    if (estimate.trials === 0)
        return 'no trials';
    return `${percent(estimate.rate)} (${percent(estimate.confidence)} CI ${Math.round(estimate.low * 100)}–${percent(estimate.high)})`;
}
/** The default half-width of the indifference region around `pass_rate`. */
const DEFAULT_INDIFFERENCE = 0.1;
/**
 * The half-width used when a scenario sets none: DEFAULT_INDIFFERENCE, narrowed to half the distance
 * to 0 or 1 when `pass_rate` is nearer the edge than that, so `pass_rate: 0.95` (a common bar) is a
 * region of 0.925..0.975 rather than a refusal. A narrower region needs more trials to decide.
 */
function defaultIndifference(passRate) {
    // Rounded to a millionth: (1 - 0.8) / 2 is 0.09999999999999998 in binary floating point.
    return Math.min(DEFAULT_INDIFFERENCE, Math.round(Math.min(passRate, 1 - passRate) * 500_000) / 1_000_000);
}
/** The default confidence: 5% false passes and 5% false fails. */
const DEFAULT_CONFIDENCE = 0.95;
/** The two rates the test tells apart: passRate ∓ indifference. */
function sprtRates(rule) {
    return { p0: rule.passRate - rule.indifference, p1: rule.passRate + rule.indifference };
}
/** Where the test stands after `passes` passes and `failures` failures. */
function sprt(rule, passes, failures) {
    const { p0, p1 } = sprtRates(rule);
    if (!(p0 > 0 && p1 < 1))
        throw new RangeError(`sprt: pass_rate ± indifference must lie strictly between 0 and 1, got ${p0.toFixed(3)}..${p1.toFixed(3)}`);
    const alpha = 1 - rule.confidence;
    const beta = 1 - rule.confidence;
    const upper = Math.log((1 - beta) / alpha);
    const lower = Math.log(beta / (1 - alpha));
    const llr = passes * Math.log(p1 / p0) + failures * Math.log((1 - p1) / (1 - p0));
    return { verdict: llr >= upper ? 'pass' : llr <= lower ? 'fail' : 'undecided', llr, upper, lower };
}
/**
 * The fewest trials that can reach each verdict: every trial passing until the test passes, every
 * trial failing until it fails. Known before the first trial, so a `max_trials` below either is a
 * rule that can never give that verdict. Counted with `sprt` itself so that rounding cannot make
 * the two disagree; `limit` bounds the count (undefined past it).
 */
function fewestDecidingTrials(rule, limit) {
    const fewest = (outcome) => {
        for (let trials = 1; trials <= limit; trials++) {
            const state = outcome === 'pass' ? sprt(rule, trials, 0) : sprt(rule, 0, trials);
            if (state.verdict === outcome)
                return trials;
        }
        return undefined;
    };
    return { pass: fewest('pass'), fail: fewest('fail') };
}
/**
 * About how many more trials would likely decide an undecided test, if the rate is what was
 * measured (the expected drift of the log-likelihood ratio per trial at that rate); undefined when
 * the measured rate sits so near the line that the drift is about zero.
 */
function trialsToDecide(rule, passes, failures) {
    const state = sprt(rule, passes, failures);
    if (state.verdict !== 'undecided')
        return 0;
    const { p0, p1 } = sprtRates(rule);
    const n = passes + failures;
    // Shrunk a little toward the line so that 0 or n passes still give a finite drift.
    const p = (passes + rule.passRate) / (n + 1);
    const drift = p * Math.log(p1 / p0) + (1 - p) * Math.log((1 - p1) / (1 - p0));
    if (Math.abs(drift) < 1e-3)
        return undefined;
    return Math.ceil((drift > 0 ? state.upper - state.llr : state.lower - state.llr) / drift);
}
//# sourceMappingURL=rate.js.map

/***/ }),

/***/ 68884:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ sortKeysDeep),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   hp: () => (/* binding */ resolveLocalRef)
/* harmony export */ });
/** Small helpers for JSON values (parsed tool lists, schemas, scenario args). */
/** An object that is not null and not an array (a JSON object, as parsed). */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * A JSON value with every object's keys sorted, recursively, so that its JSON text is stable.
 * Arrays keep their order, unless `reorder` returns another for the array held under a key.
 */
function sortKeysDeep(value, reorder) {
    if (Array.isArray(value))
        return value.map((item) => sortKeysDeep(item, reorder));
    if (!isObject(value))
        return value;
    const sorted = {};
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
function resolveLocalRef(root, ref) {
    if (!ref.startsWith('#'))
        return undefined;
    let pointer;
    try {
        pointer = decodeURIComponent(ref.slice(1));
    }
    catch {
        return undefined;
    }
    if (pointer === '')
        return root;
    if (!pointer.startsWith('/'))
        return undefined;
    let node = root;
    for (const part of pointer.slice(1).split('/')) {
        const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
        if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key))
            return undefined;
        node = node[key];
    }
    return node;
}
//# sourceMappingURL=json.js.map

/***/ })

};

//# sourceMappingURL=7236.index.js.map