export const id = 3763;
export const ids = [3763];
export const modules = {

/***/ 83763:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ToolVariantsError: () => (/* binding */ ToolVariantsError),
/* harmony export */   _y: () => (/* binding */ parseToolVariants),
/* harmony export */   applyToolVariant: () => (/* binding */ applyToolVariant),
/* harmony export */   cK: () => (/* binding */ variantWording),
/* harmony export */   tr: () => (/* binding */ checkToolVariants)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var _util_closest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54191);
/**
 * Tool-description variants (`--tool-variants FILE`): named rewordings of what the model sees of
 * some tools (a tool's description, a parameter's description or title), applied to the
 * tool list the model is given. The server is not changed: the calls still go to its tools.
 *
 * ```yaml
 * variants:
 *   - name: explicit-ids
 *     tools:
 *       get_event:
 *         description: Get one event by the id find_events gave (never a name).
 *         parameters:
 *           id: The event's id as find_events lists it, e.g. "ecnl-g-na-2025-11"
 * ```
 */



/** A file or check of a variants file that cannot be used: every problem, each `file:line: …`. */
class ToolVariantsError extends Error {
    problems;
    constructor(problems) {
        super(problems.join('\n'));
        this.problems = problems;
    }
}
const EXAMPLE = `variants:
  - name: explicit-ids
    tools:
      get_event:
        description: "Get one event by the id find_events gave"
        parameters:
          id: "The event's id, e.g. ecnl-g-na-2025-11"`;
const TOOL_KEYS = ['description', 'parameters'];
/**
 * A tool's own title is not part of what the model is given (the Messages API takes a tool's name,
 * description and input schema): a variant of it would compare two identical wordings.
 */
const TOOL_TITLE_UNSEEN = "the model is not given a tool's title (the Messages API takes its name, description and input schema), so a variant of it would compare two identical wordings: reword the description, or a parameter's title or description";
const PARAMETER_KEYS = ['description', 'title'];
/** Reads a variants file's text. Throws ToolVariantsError with every problem found, each naming the line. */
function parseToolVariants(text, file) {
    const name = node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(file) ? node_path__WEBPACK_IMPORTED_MODULE_0__.relative(process.cwd(), file) || file : file;
    const lines = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN();
    const document = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(text, { lineCounter: lines, uniqueKeys: true });
    const at = (node) => `${name}:${node?.range ? lines.linePos(node.range[0]).line : 1}`;
    if (document.errors.length > 0) {
        const first = document.errors[0];
        throw new ToolVariantsError([`${name}:${first.linePos?.[0].line ?? 1}: ${first.message.split('\n')[0]}`]);
    }
    const problems = [];
    const root = document.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(root))
        throw new ToolVariantsError([`${at(root)}: expected a mapping with a "variants:" list, like:\n${EXAMPLE}`]);
    for (const pair of root.items) {
        const key = keyText(pair.key);
        if (key !== 'variants')
            problems.push(`${at(pair.key)}: unknown key "${key}"; the file has one key, "variants"`);
    }
    const list = root.get('variants', true);
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isSeq */ .oP)(list) || list.items.length === 0)
        throw new ToolVariantsError([
            ...problems,
            `${at(list ?? root)}: "variants" must be a non-empty list of named variants, like:\n${EXAMPLE}`,
        ]);
    const variants = [];
    const seen = new Map();
    for (const item of list.items) {
        const where = at(item);
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(item)) {
            problems.push(`${where}: each variant is a mapping with "name" and "tools"`);
            continue;
        }
        for (const pair of item.items) {
            const key = keyText(pair.key);
            if (key !== 'name' && key !== 'tools')
                problems.push(`${at(pair.key)}: unknown key "${key}"; a variant has "name" and "tools"`);
        }
        const nameNode = item.get('name', true);
        const variantName = (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(nameNode) && typeof nameNode.value === 'string' ? nameNode.value.trim() : '';
        if (!variantName) {
            problems.push(`${where}: the variant needs a "name" (a non-empty string), to be named in the report`);
            continue;
        }
        if (variantName === 'server')
            problems.push(`${at(nameNode)}: "server" names the server's own wording; choose another name`);
        const earlier = seen.get(variantName);
        if (earlier)
            problems.push(`${at(nameNode)}: a second variant named "${variantName}" (the first is at ${earlier}); names must differ`);
        seen.set(variantName, at(nameNode));
        const toolsNode = item.get('tools', true);
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(toolsNode) || toolsNode.items.length === 0) {
            problems.push(`${at(toolsNode ?? nameNode)}: variant "${variantName}" is empty: "tools" must map tool names to what changes (description, parameters)`);
            continue;
        }
        const tools = [];
        for (const pair of toolsNode.items) {
            const tool = keyText(pair.key);
            const toolWhere = at(pair.key);
            const value = pair.value;
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(value) || value.items.length === 0) {
                problems.push(`${toolWhere}: tool "${tool}" in variant "${variantName}" changes nothing: give description or parameters`);
                continue;
            }
            const override = { tool, where: toolWhere, parameters: [] };
            for (const field of value.items) {
                const key = keyText(field.key);
                const fieldWhere = at(field.key);
                if (key === 'title') {
                    problems.push(`${fieldWhere}: "title" of tool "${tool}": ${TOOL_TITLE_UNSEEN}`);
                }
                else if (!TOOL_KEYS.includes(key)) {
                    const suggestion = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .kp)(key, TOOL_KEYS);
                    problems.push(`${fieldWhere}: unknown key "${key}" for tool "${tool}"${suggestion ? `: did you mean "${suggestion}"?` : `; a tool takes ${TOOL_KEYS.join(', ')}`}`);
                }
                else if (key === 'parameters') {
                    override.parameters = readParameters(field.value, tool, fieldWhere, at, problems);
                }
                else {
                    const text = nonEmptyString(field.value);
                    if (text === undefined)
                        problems.push(`${fieldWhere}: "${key}" of tool "${tool}" must be a non-empty string`);
                    else
                        override.description = text;
                }
            }
            tools.push(override);
        }
        variants.push({ name: variantName, where, tools });
    }
    if (problems.length > 0)
        throw new ToolVariantsError(problems);
    return variants;
}
function readParameters(node, tool, where, at, problems) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(node) || node.items.length === 0) {
        problems.push(`${where}: "parameters" of tool "${tool}" must map parameter names to a description (or to description and title)`);
        return [];
    }
    const result = [];
    for (const pair of node.items) {
        const name = keyText(pair.key);
        const paramWhere = at(pair.key);
        const value = pair.value;
        const text = nonEmptyString(value);
        if (text !== undefined) {
            result.push({ name, where: paramWhere, description: text });
            continue;
        }
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isMap */ .jh)(value) || value.items.length === 0) {
            problems.push(`${paramWhere}: parameter "${name}" of tool "${tool}" needs a description (a non-empty string) or a mapping with description and title`);
            continue;
        }
        const override = { name, where: paramWhere };
        for (const field of value.items) {
            const key = keyText(field.key);
            const fieldText = nonEmptyString(field.value);
            if (!PARAMETER_KEYS.includes(key))
                problems.push(`${at(field.key)}: unknown key "${key}" for parameter "${name}"; a parameter takes description and title`);
            else if (fieldText === undefined)
                problems.push(`${at(field.key)}: "${key}" of parameter "${name}" must be a non-empty string`);
            else
                override[key] = fieldText;
        }
        result.push(override);
    }
    return result;
}
function keyText(key) {
    return String((0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(key) ? key.value : key);
}
function nonEmptyString(node) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_1__/* .isScalar */ .jn)(node) && typeof node.value === 'string' && node.value.trim() ? node.value : undefined;
}
/**
 * What in `variants` does not apply to the server's tools, each `file:line: …`: a tool it lacks
 * (with the closest name), a parameter it lacks (with the closest of that tool's), or a variant
 * worded exactly like the server (its trials would compare two identical wordings). Empty when
 * every variant applies.
 */
function checkToolVariants(variants, tools) {
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    const problems = [];
    for (const variant of variants) {
        const before = problems.length;
        for (const override of variant.tools) {
            const tool = byName.get(override.tool);
            if (!tool) {
                const suggestion = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .kp)(override.tool, byName.keys());
                problems.push(`${override.where}: variant "${variant.name}" names tool "${override.tool}", but the server has no such tool` +
                    (suggestion
                        ? `: did you mean "${suggestion}"?`
                        : `; it has: ${[...byName.keys()].join(', ') || 'no tools'}`));
                continue;
            }
            const properties = Object.keys(tool.inputSchema?.properties ?? {});
            for (const parameter of override.parameters) {
                if (properties.includes(parameter.name))
                    continue;
                const suggestion = (0,_util_closest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .kp)(parameter.name, properties);
                problems.push(`${parameter.where}: variant "${variant.name}" names parameter "${parameter.name}" of tool "${override.tool}", but it has no such parameter` +
                    (suggestion
                        ? `: did you mean "${suggestion}"?`
                        : properties.length > 0
                            ? `; its parameters are ${properties.join(', ')}`
                            : '; it takes no parameters'));
            }
        }
        if (problems.length === before &&
            variant.tools.every((override) => sameAsServer(override, byName.get(override.tool))))
            problems.push(`${variant.where}: variant "${variant.name}" is worded exactly like the server: ` +
                `${variant.tools.map((override) => `tool "${override.tool}" (${changedFields(override).join(', ')})`).join(', ')} ` +
                `${variant.tools.length === 1 ? 'says' : 'say'} what the server says, so every trial would compare two identical wordings: ` +
                'change its wording, or remove the variant');
    }
    return problems;
}
/**
 * Whether every text the override sets equals the server's. Whitespace at either end is no change
 * of wording (a YAML block scalar adds a line break the server's text lacks).
 */
function sameAsServer(override, tool) {
    const same = (mine, theirs) => mine === undefined || (typeof theirs === 'string' && mine.trim() === theirs.trim());
    const properties = (tool.inputSchema?.properties ?? {});
    return (same(override.description, tool.description) &&
        override.parameters.every((parameter) => same(parameter.description, properties[parameter.name]?.description) &&
            same(parameter.title, properties[parameter.name]?.title)));
}
/** What an override sets, as the message names it: `description`, `parameter id description`… */
function changedFields(override) {
    return [
        ...(override.description !== undefined ? ['description'] : []),
        ...override.parameters.flatMap((parameter) => [
            ...(parameter.description !== undefined ? [`parameter ${parameter.name} description`] : []),
            ...(parameter.title !== undefined ? [`parameter ${parameter.name} title`] : []),
        ]),
    ];
}
/**
 * The tool list as the model sees it under `variant`: copies of the tools with its descriptions
 * (and parameter titles) put in. Throws ToolVariantsError when the variant names a tool or parameter the list lacks
 * (never a silent no-op). The tools given are not changed.
 */
function applyToolVariant(tools, variant) {
    const problems = checkToolVariants([variant], tools);
    if (problems.length > 0)
        throw new ToolVariantsError(problems);
    const overrides = new Map(variant.tools.map((override) => [override.tool, override]));
    return tools.map((original) => {
        const override = overrides.get(original.name);
        if (!override)
            return original;
        const tool = structuredClone(original);
        if (override.description !== undefined)
            tool.description = override.description;
        const properties = tool.inputSchema?.properties;
        for (const parameter of override.parameters) {
            const property = { ...properties[parameter.name] };
            if (parameter.description !== undefined)
                property.description = parameter.description;
            if (parameter.title !== undefined)
                property.title = parameter.title;
            properties[parameter.name] = property;
        }
        return tool;
    });
}
/**
 * The variant's wording beside the server's, as text files to diff: for each tool it changes, the
 * server's text and the variant's (`description`, and each parameter's), in a stable order.
 */
function variantWording(variant, tools) {
    const [changed] = [applyToolVariant(tools, variant)];
    const byName = new Map(changed.map((tool) => [tool.name, tool]));
    return variant.tools.map((override) => {
        const before = tools.find((tool) => tool.name === override.tool);
        const after = byName.get(override.tool);
        return { tool: override.tool, before: wordingText(before, override), after: wordingText(after, override) };
    });
}
function wordingText(tool, override) {
    const lines = [];
    if (override.description !== undefined)
        lines.push(`description: ${tool.description ?? ''}`);
    const properties = (tool.inputSchema?.properties ?? {});
    for (const parameter of override.parameters) {
        if (parameter.description !== undefined)
            lines.push(`parameter ${parameter.name} description: ${properties[parameter.name]?.description ?? ''}`);
        if (parameter.title !== undefined)
            lines.push(`parameter ${parameter.name} title: ${properties[parameter.name]?.title ?? ''}`);
    }
    return `${lines.join('\n')}\n`;
}
//# sourceMappingURL=variants.js.map

/***/ })

};

//# sourceMappingURL=3763.index.js.map