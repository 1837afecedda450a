export const id = 9234;
export const ids = [9234];
export const modules = {

/***/ 1375:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ writeSarifFile)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _report_sarif_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(100);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81961);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6587);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13411);
// `--sarif FILE` of the subcommands that find things on the server's surface (`lint`, `fuzz`,
// `tools --diff`): their findings as the SARIF report a run writes, for GitHub code scanning.





/**
 * Writes the SARIF report to `file` as given (resolved against `cwd`); false, with the problem
 * said on stderr naming the flag and the file, when it cannot be written.
 */
async function writeSarifFile(io, command, where, sources, context = {}) {
    try {
        const text = (0,_report_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .renderSarif */ .WH)(sources, { generatorVersion: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .PACKAGE_VERSION */ .i, ...context });
        await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeReportFile */ .a)(node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(where.cwd, where.file), text);
        return true;
    }
    catch (error) {
        io.err(`mcp-scenario-eval ${command}: could not write --sarif ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(where.file)}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeName */ .L$)(error.message)}\n`);
        return false;
    }
}
//# sourceMappingURL=sarif-file.js.map

/***/ }),

/***/ 54316:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ readServerTools)
/* harmony export */ });
/* harmony import */ var _mcp_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76076);
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40808);
/* harmony import */ var _mcp_session_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96960);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81961);




/**
 * What `lint`, `tools` and `fuzz` start with: a session of its own to the server, its tool list
 * read with `list`, the session closed. When the server cannot be reached or does not list its
 * tools, says so on stderr (redacted, with the server's stderr when it failed to start) and returns
 * undefined: the caller picks the exit code.
 */
async function readServerTools(command, options, io, list) {
    const target = (0,_mcp_index_js__WEBPACK_IMPORTED_MODULE_3__/* .describeTarget */ .f)(options);
    let session;
    try {
        session = await (0,_mcp_index_js__WEBPACK_IMPORTED_MODULE_3__/* .sessionFactory */ .t)(options).open();
    }
    catch (error) {
        const stderr = error instanceof _mcp_session_js__WEBPACK_IMPORTED_MODULE_1__/* .ServerStartError */ .K4 && error.stderr ? `\nserver stderr:\n${error.stderr}` : '';
        io.err(`mcp-scenario-eval ${command}: could not connect to ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)(target)}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactText */ .Rd)((0,_mcp_session_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error) + stderr, options.secrets))}\n`);
        return undefined;
    }
    try {
        return await list(session.client);
    }
    catch (error) {
        io.err(`mcp-scenario-eval ${command}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)(target)} did not list its tools: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTerminal */ .en)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactText */ .Rd)(session.explain(error), options.secrets))}\n`);
        return undefined;
    }
    finally {
        await session.close().catch(() => undefined);
    }
}
//# sourceMappingURL=server-tools.js.map

/***/ }),

/***/ 39544:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ sayNotices),
/* harmony export */   TS: () => (/* binding */ subcommandSettings),
/* harmony export */   Wp: () => (/* binding */ usageError),
/* harmony export */   cY: () => (/* binding */ parseSubcommandArgs),
/* harmony export */   ld: () => (/* binding */ commandProvider),
/* harmony export */   uJ: () => (/* binding */ serverFlagsHelp),
/* harmony export */   x1: () => (/* binding */ subcommandRunOptions),
/* harmony export */   yV: () => (/* binding */ readFlagsOnly)
/* harmony export */ });
/* harmony import */ var _parse_args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46995);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73679);
/* harmony import */ var _providers_choose_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36069);
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93966);
/* harmony import */ var _report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(81961);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(47728);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69973);
/* harmony import */ var _flag_help_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(73916);








/** The server flags of `command` as a help text block, from the table, the same for every command. */
function serverFlagsHelp(command) {
    const secrets = settingsOfAll(command)
        .filter((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTINGS */ .yy[key].secret && _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTINGS */ .yy[key].group === 'secret')
        .map((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTINGS */ .yy[key].env)
        .join(', ');
    return `Server (one of):
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_7__/* .flagsHelp */ .zo)(command, ['server'])}
${(0,_flag_help_js__WEBPACK_IMPORTED_MODULE_7__/* .flagsHelp */ .zo)(command, ['oauth'])}
  Secrets are never flags (shell history, process lists): ${secrets}.`;
}
/** The settings `command` reads, flags or not (its secrets among them). */
function settingsOfAll(command) {
    return _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTING_KEYS */ .GS.filter((key) => _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .SETTINGS */ .yy[key].commands.includes(command));
}
/**
 * Parses a subcommand's arguments: the flags of the settings it takes (from the table), `-h/--help`
 * and its own. Throws ConfigError naming the flag on anything unknown (parse-args.ts).
 */
function parseSubcommandArgs(command, argv, own) {
    // Typed by the command's own flags; the settings' flags are read through the table (FlagValues).
    const parsed = (0,_parse_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Q)(argv, {
        ...(0,_flags_js__WEBPACK_IMPORTED_MODULE_6__/* .flagOptions */ .v)(command),
        help: { type: 'boolean', short: 'h' },
        ...own,
    });
    return parsed;
}
/**
 * The settings of a subcommand and its engine options, built the way a run builds them
 * (`toRunOptions`), so stub and live transports, secrets and error messages behave as in a run. The
 * judge is off and one scenario runs at a time: authoring commands look at what the server says in
 * file order, they never grade it (and never spend tokens); a command that does sets its own.
 */
function subcommandSettings(command, values, env, cwd, scenarioGlobs = []) {
    const read = (0,_flags_js__WEBPACK_IMPORTED_MODULE_6__/* .readFlags */ .u)(command, values, env, cwd);
    const options = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .toRunOptions */ .pA)({
        ...read.config,
        scenarioGlobs,
        anthropicApiKey: '',
        judge: 'off',
        judgeModel: _config_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_JUDGE_MODEL */ .sr,
        judgeConcurrency: 1,
        concurrency: 1,
        shard: '',
        filter: '',
    });
    return { options, values: read.values };
}
/** The engine options of a subcommand (subcommandSettings). */
function subcommandRunOptions(command, values, env, cwd, scenarioGlobs = []) {
    return subcommandSettings(command, values, env, cwd, scenarioGlobs).options;
}
/**
 * Says on stderr what the settings call for telling the user (a `--server-env` variable named like
 * a secret, treated as one), as a run does: a subcommand redacts the same values.
 */
function sayNotices(io, command, options) {
    for (const message of options.notices ?? [])
        io.err(`mcp-scenario-eval ${command}: notice: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(message)}\n`);
}
/**
 * Bad usage of a subcommand: the problem, then where its usage is (not the usage itself, which
 * would scroll the one line that matters away), on stderr; exit code 2. `_usage` is the subcommand's
 * usage text, kept in the signature for the callers; `--help` prints it.
 */
function usageError(io, command, message) {
    // One line that may quote a flag or value as typed: a line break in it is shown as \n, as for a run.
    io.err(`mcp-scenario-eval ${command}: ${(0,_report_text_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeName */ .L$)(message)}\n${(0,_console_js__WEBPACK_IMPORTED_MODULE_5__/* .usageHint */ .n5)(command)}\n`);
    return _console_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_USAGE */ .Ri;
}
/**
 * The arguments of a subcommand that takes flags only (`ping`, `tools`): its values and engine
 * options, or the exit code when it printed its help (0) or a usage error (2).
 */
function readFlagsOnly(command, usage, own, argv, env, io, cwd = process.cwd()) {
    try {
        const parsed = parseSubcommandArgs(command, argv, own);
        const values = parsed.values;
        if (values.help) {
            io.out(usage);
            return _console_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_OK */ .Ij;
        }
        if (parsed.positionals.length > 0)
            throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`unexpected argument "${parsed.positionals[0]}": ${command} takes only flags`);
        const { options, values: settings } = subcommandSettings(command, values, env, cwd);
        sayNotices(io, command, options);
        return { values, options, settings };
    }
    catch (error) {
        if (!(error instanceof _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL))
            throw error;
        return usageError(io, command, error.message);
    }
}
/**
 * The platform a command that calls the model reaches Claude through (`--provider`, `--model-id`,
 * and the environment, as a run chooses it), with the secrets it holds; a ConfigError naming every
 * way to give one when there is none.
 */
function commandProvider(command, flags, env, cwd, otherModels = []) {
    const { values } = (0,_flags_js__WEBPACK_IMPORTED_MODULE_6__/* .readFlags */ .u)(command, flags, env, cwd);
    const models = [values.agentModel, ...otherModels];
    const choice = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveProvider */ .Kd)({ provider: values.provider, modelIds: values.modelIds, anthropicApiKey: env.ANTHROPIC_API_KEY ?? '', face: 'cli' }, env, models);
    if (choice.provider)
        return { provider: choice.provider, secrets: (0,_providers_choose_js__WEBPACK_IMPORTED_MODULE_2__/* .providerSecrets */ .nf)(choice.provider) };
    const setting = values.provider ?? 'auto';
    if (setting === 'bedrock' || setting === 'vertex')
        throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${command} calls the model: ${choice.reason}`);
    throw new _config_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${command} calls the model: set ANTHROPIC_API_KEY` +
        (setting === 'auto'
            ? ', or put AWS credentials and AWS_REGION (Amazon Bedrock) or a Google Cloud project and CLOUD_ML_REGION (Google Vertex AI) in the environment'
            : ''));
}
//# sourceMappingURL=shared.js.map

/***/ }),

/***/ 49234:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TOOLS_USAGE: () => (/* binding */ TOOLS_USAGE),
  savedSurface: () => (/* binding */ savedSurface),
  tools: () => (/* binding */ tools_tools)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/mcp/tools.js
var tools = __webpack_require__(88207);
// EXTERNAL MODULE: ./lib/util/json.js
var json = __webpack_require__(68884);
;// CONCATENATED MODULE: ./lib/mcp/tool-list.js


/** Levels of nested fields read below an argument: enough for real schemas, bounded for odd ones (and `$ref` cycles). */
const MAX_FIELD_DEPTH = 3;
/** Every tool the server lists, in the server's order, summarized for `tools`. */
async function listToolSummaries(client, timeoutMs) {
    return (await (0,tools/* listServerTools */.Xx)(client, timeoutMs)).map((tool) => ({
        name: tool.name,
        ...(typeof tool.title === 'string' && { title: tool.title }),
        description: tool.description,
        ...((0,json/* isObject */.Gv)(tool.annotations) && { annotations: tool.annotations }),
        arguments: describeArguments(tool.inputSchema),
        inputSchema: tool.inputSchema,
    }));
}
/**
 * The arguments of an input schema: its top-level `properties`, in the schema's order, with type,
 * required, enum and default. Servers write schemas many ways (zod's, pydantic's, by hand), so this
 * reads what is there and never throws: an odd schema gives fewer details, not an error.
 */
function describeArguments(inputSchema) {
    return describeProperties(inputSchema, (0,json/* isObject */.Gv)(inputSchema) ? inputSchema : {}, 0);
}
/** A local `$ref` (`#/$defs/Entity`, pydantic's way), resolved against the root schema; the schema itself otherwise. */
function resolved(schema, root) {
    const ref = schema.$ref;
    if (typeof ref !== 'string')
        return schema;
    const target = (0,json/* resolveLocalRef */.hp)(root, ref);
    return (0,json/* isObject */.Gv)(target)
        ? { ...target, ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$ref')) }
        : schema;
}
/** The object schema whose fields an argument shows: itself, its items (an array), or its one object branch. */
function fieldsSchema(schema, root) {
    if ((0,json/* isObject */.Gv)(schema.properties))
        return schema;
    if ((0,json/* isObject */.Gv)(schema.items))
        return fieldsSchema(resolved(schema.items, root), root);
    const branches = [schema.anyOf, schema.oneOf].find(Array.isArray);
    const objects = (branches ?? [])
        .filter(json/* isObject */.Gv)
        .map((branch) => fieldsSchema(resolved(branch, root), root))
        .filter((branch) => branch !== undefined);
    return objects.length === 1 ? objects[0] : undefined;
}
function describeProperties(objectSchema, root, depth) {
    if (!(0,json/* isObject */.Gv)(objectSchema) || !(0,json/* isObject */.Gv)(objectSchema.properties))
        return [];
    const required = new Set(Array.isArray(objectSchema.required) ? objectSchema.required.filter((key) => typeof key === 'string') : []);
    return Object.entries(objectSchema.properties).map(([name, raw]) => {
        const schema = (0,json/* isObject */.Gv)(raw) ? resolved(raw, root) : {};
        const argument = {
            name,
            type: typeOf(schema),
            required: required.has(name),
            hasDefault: Object.hasOwn(schema, 'default'),
        };
        if (typeof schema.description === 'string')
            argument.description = schema.description;
        const allowed = enumOf(schema);
        if (allowed)
            argument.enum = allowed;
        if (argument.hasDefault)
            argument.default = schema.default;
        const nested = depth < MAX_FIELD_DEPTH ? fieldsSchema(schema, root) : undefined;
        const fields = nested ? describeProperties(nested, root, depth + 1) : [];
        if (fields.length > 0)
            argument.fields = fields;
        return argument;
    });
}
/** `type` as written; failing that, the types of `anyOf`/`oneOf` branches (pydantic's `Optional[int]`). */
function typeOf(schema) {
    if (typeof schema.type === 'string')
        return schema.type === 'array' ? arrayType(schema) : schema.type;
    if (Array.isArray(schema.type))
        return schema.type.map(String).join('|');
    const branches = [schema.anyOf, schema.oneOf].find(Array.isArray);
    if (branches) {
        const types = [...new Set(branches.filter(json/* isObject */.Gv).map(typeOf))];
        if (types.length > 0)
            return types.join('|');
    }
    if (Array.isArray(schema.enum))
        return 'enum';
    if (Object.hasOwn(schema, 'const'))
        return 'const';
    return 'any';
}
/** `array<string>` when the items have one type: says more than `array`. */
function arrayType(schema) {
    const items = (0,json/* isObject */.Gv)(schema.items)
        ? typeof schema.items.$ref === 'string'
            ? 'object'
            : typeOf(schema.items)
        : 'any';
    return items === 'any' ? 'array' : `array<${items}>`;
}
function enumOf(schema) {
    if (Array.isArray(schema.enum))
        return schema.enum;
    if (Object.hasOwn(schema, 'const'))
        return [schema.const];
    for (const branches of [schema.anyOf, schema.oneOf]) {
        if (!Array.isArray(branches))
            continue;
        // `Optional[Literal["a", "b"]]` is anyOf [enum, null]: the enum still says what to pass.
        const values = branches.filter(json/* isObject */.Gv).flatMap((branch) => enumOf(branch) ?? []);
        if (values.length > 0)
            return values;
    }
    return undefined;
}
//# sourceMappingURL=tool-list.js.map
// EXTERNAL MODULE: ./lib/mcp/index.js
var mcp = __webpack_require__(76076);
// EXTERNAL MODULE: ./lib/secrets/redact.js
var redact = __webpack_require__(40808);
// EXTERNAL MODULE: ./lib/config/accept-command.js
var accept_command = __webpack_require__(91316);
// EXTERNAL MODULE: ./lib/server-tools/snapshot/index.js
var server_tools_snapshot = __webpack_require__(7462);
// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __webpack_require__(81961);
// EXTERNAL MODULE: ./lib/report/snapshot.js
var report_snapshot = __webpack_require__(91948);
// EXTERNAL MODULE: ./lib/report/text/limits.js
var limits = __webpack_require__(64102);
// EXTERNAL MODULE: ./lib/util/shell.js
var shell = __webpack_require__(62038);
;// CONCATENATED MODULE: ./lib/report/tools.js



/** Longest enum shown in full; past it, the first few and a count, so one tool cannot flood the screen. */
const MAX_ENUM_VALUES_SHOWN = 12;
/** Longest default or enum value shown, in characters. */
const MAX_VALUE_CHARS = 60;
/** A value from a schema, as JSON, on one line and cut to a readable length. */
function shownValue(value) {
    return (0,limits/* clipLine */.DX)((0,text_escape/* escapeTerminal */.en)(JSON.stringify(value) ?? String(value)).replace(/\n/g, ' '), MAX_VALUE_CHARS);
}
/** Nested field lines shown per tool at most: a terminal's worth; the rest are counted. */
const MAX_FIELD_LINES_PER_TOOL = 40;
/**
 * An argument's line, then its fields (of an object, or of each item of an array), indented two
 * more spaces per level, in the same style; at most `budget.left` field lines per tool.
 */
function argumentLines(argument, depth, budget) {
    const lines = [argumentLine(argument, depth)];
    for (const field of argument.fields ?? []) {
        if (budget.left <= 0) {
            budget.hidden += 1 + countFields(field);
            continue;
        }
        budget.left--;
        const [first, ...rest] = argumentLines(field, depth + 1, budget);
        lines.push(first, ...rest);
    }
    return lines;
}
const countFields = (argument) => (argument.fields ?? []).reduce((sum, field) => sum + 1 + countFields(field), 0);
function argumentLine(argument, depth = 0) {
    const facts = [(0,text_escape/* escapeTerminal */.en)(argument.type), argument.required ? 'required' : 'optional'];
    if (argument.enum) {
        const shown = argument.enum.slice(0, MAX_ENUM_VALUES_SHOWN).map(shownValue);
        const more = argument.enum.length - shown.length;
        facts.push(`one of ${shown.join(' | ')}${more > 0 ? ` | … ${more} more` : ''}`);
    }
    if (argument.hasDefault)
        facts.push(`default ${shownValue(argument.default)}`);
    const description = argument.description ? `: ${(0,text_escape/* escapeTerminal */.en)(argument.description).replace(/\s*\n\s*/g, ' ')}` : '';
    return `    ${'  '.repeat(depth)}${(0,text_escape/* escapeTerminal */.en)(argument.name)} (${facts.join(', ')})${description}`;
}
/** The behaviour hints of the protocol, in its order; any other annotation follows them. */
const ANNOTATION_ORDER = ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];
/**
 * A tool's annotations on one line, and what `fuzz` makes of them: it calls only a tool annotated
 * `readOnlyHint: true` (by the protocol's defaults any other may write or delete), so the line says
 * which, where a reader deciding about `--include-writes` looks.
 */
function annotationsLine(annotations) {
    const fuzz = annotations?.readOnlyHint === true ? 'fuzz calls it' : 'not readOnlyHint: fuzz skips it unless --include-writes';
    const keys = Object.keys(annotations ?? {}).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : Number(a > b)));
    if (keys.length === 0)
        return `  annotations: none (${fuzz})`;
    const shown = keys.map((key) => `${(0,text_escape/* escapeTerminal */.en)(key)} ${shownValue(annotations[key])}`);
    return `  annotations: ${shown.join(', ')} (${fuzz})`;
}
const rank = (key) => {
    const at = ANNOTATION_ORDER.indexOf(key);
    return at < 0 ? ANNOTATION_ORDER.length : at;
};
/**
 * The tool list for a terminal: each tool's name, its title, its description (indented, every line
 * kept), its arguments, one a line, and its annotations. Server text is untrusted: it is escaped so it cannot move the cursor,
 * recolour the terminal or issue a workflow command.
 */
function renderToolList(tools, target) {
    const lines = [];
    for (const tool of tools) {
        lines.push((0,text_escape/* escapeTerminal */.en)(tool.name));
        if (tool.title?.trim())
            lines.push(`  title: ${shownValue(tool.title)}`);
        if (tool.description?.trim()) {
            for (const line of (0,text_escape/* escapeTerminal */.en)(tool.description.trim()).split('\n'))
                lines.push(`  ${line}`.trimEnd());
        }
        if (tool.arguments.length === 0)
            lines.push('  no arguments');
        else {
            const budget = { left: MAX_FIELD_LINES_PER_TOOL, hidden: 0 };
            lines.push('  arguments:', ...tool.arguments.flatMap((argument) => argumentLines(argument, 0, budget)));
            if (budget.hidden > 0)
                lines.push(`    … ${budget.hidden} more nested fields (--json shows the whole schema)`);
        }
        lines.push(annotationsLine(tool.annotations), '');
    }
    const count = tools.length === 1 ? '1 tool' : `${tools.length} tools`;
    lines.push(`${count} on ${(0,text_escape/* escapeTerminal */.en)(target)}.`);
    const example = tools[0];
    if (example) {
        lines.push(`Write a scenario from one call: mcp-scenario-eval init NAME --tool ${(0,text_escape/* escapeTerminal */.en)((0,shell/* shellWord */.r)(example.name))} --args ${(0,shell/* shellWord */.r)(exampleArgs(example))} (and the same server flags)`);
    }
    return `${lines.join('\n')}\n`;
}
/** Arguments for the hint: each required one, with its default, its first enum value, or a placeholder. */
function exampleArgs(tool) {
    const args = {};
    for (const argument of tool.arguments.filter((a) => a.required)) {
        args[argument.name] = argument.hasDefault
            ? argument.default
            : argument.enum
                ? argument.enum[0]
                : placeholder(argument.type);
    }
    return (0,text_escape/* escapeTerminal */.en)(JSON.stringify(args));
}
function placeholder(type) {
    if (type.startsWith('integer') || type.startsWith('number'))
        return 1;
    if (type.startsWith('boolean'))
        return true;
    if (type.startsWith('array'))
        return [];
    if (type.startsWith('object'))
        return {};
    return '…';
}
//# sourceMappingURL=tools.js.map
// EXTERNAL MODULE: ./lib/util/files.js
var files = __webpack_require__(6587);
// EXTERNAL MODULE: ./lib/cli/console.js + 2 modules
var console = __webpack_require__(47728);
// EXTERNAL MODULE: ./lib/cli/commands/server-tools.js
var server_tools = __webpack_require__(54316);
// EXTERNAL MODULE: ./lib/cli/commands/shared.js
var shared = __webpack_require__(39544);
// EXTERNAL MODULE: ./lib/cli/commands/sarif-file.js
var sarif_file = __webpack_require__(1375);
// EXTERNAL MODULE: ./lib/report/style.js
var report_style = __webpack_require__(11983);
// EXTERNAL MODULE: ./lib/scenario/discover.js
var discover = __webpack_require__(92211);
;// CONCATENATED MODULE: ./lib/cli/commands/tools.js

















const TOOLS_USAGE = `Usage: mcp-scenario-eval tools [server flags] [--json | --save FILE | --diff FILE]

Lists the server's tools: each one's name, title, description, arguments (from
its input schema: name, type, required, allowed values, default) and annotations
(readOnlyHint decides what fuzz calls). Connects the way a run does, in stub or
live mode.

With --save or --diff, works on a snapshot of the server's whole surface, not
only its tools: what the model sees of every tool (name, title, description,
annotations, input and output schema), and the server's instructions, prompts
(with their arguments), resources and resource templates, as sorted JSON with a
fixed key order and one value per line, so a one-word change is a one-line diff.
Commit the file; a run checks it with --tools-snapshot.

${(0,shared/* serverFlagsHelp */.uJ)('tools')}

Options:
  --json                 print the list as JSON on stdout (name, title,
                         description, annotations, arguments, inputSchema
                         for each tool)
  --save FILE            write the snapshot of the whole surface (tools, prompts,
                         resources, resource templates, instructions) to FILE
                         (how a change is accepted), and say how many of each
  --diff FILE            compare the server's list with FILE: the changes,
                         breaking first (removed or renamed tool, removed or
                         newly required parameter, narrowed type or enum,
                         removed output field; removed prompt or resource
                         template, removed or newly required prompt argument),
                         then model-facing (reworded text as a word diff,
                         changed annotations or instructions), then additive;
                         and the tool list's size in tokens, old and new. A
                         file saved before prompts and resources were kept is
                         compared on its tools alone
  --sarif FILE           with --diff: write the breaking changes as SARIF 2.1.0
                         (GitHub code scanning), each at its tool's line of the
                         snapshot file
  --tools-token-budget N with --diff or --save: fail when the list is over N
                         tokens (estimated: JSON characters / 3.5)
  -h, --help

Exit code: without --save/--diff, 0 listed, 1 the server could not be reached,
2 bad usage. With --diff: 0 equal, 1 different or over budget, 2 bad usage, a
missing or unreadable snapshot file, or a server that cannot be reached. With
--save: 0 written, 1 over budget, 2 as for --diff.
`;
const tools_tools = async (argv, env, io, cwd = process.cwd()) => {
    const read = (0,shared/* readFlagsOnly */.yV)('tools', TOOLS_USAGE, {
        json: { type: 'boolean' },
        save: { type: 'string' },
        diff: { type: 'string' },
    }, argv, env, io, cwd);
    if (typeof read === 'number')
        return read;
    const { values, options, settings } = read;
    const save = values.save;
    const diff = values.diff;
    const snapshotMode = save !== undefined || diff !== undefined;
    const given = [values.json && '--json', save !== undefined && '--save', diff !== undefined && '--diff'].filter(Boolean);
    if (given.length > 1)
        return (0,shared/* usageError */.Wp)(io, 'tools', `${given.join(' and ')} cannot be used together`);
    if (save === '' || diff === '')
        return (0,shared/* usageError */.Wp)(io, 'tools', `${save === '' ? '--save' : '--diff'} needs a file name`);
    let budget;
    if (values['tools-token-budget'] !== undefined) {
        if (!snapshotMode)
            return (0,shared/* usageError */.Wp)(io, 'tools', '--tools-token-budget needs --save or --diff');
        budget = settings.toolsTokenBudget;
    }
    const sarif = settings.reportSarif;
    if (sarif && diff === undefined)
        return (0,shared/* usageError */.Wp)(io, 'tools', '--sarif needs --diff');
    // A server that cannot be reached is bad usage for the snapshot commands (nothing was compared),
    // as for a run; plain `tools` keeps its documented 1.
    const unreachable = snapshotMode ? console/* EXIT_USAGE */.Ri : console/* EXIT_FAILED */.hj;
    const target = (0,mcp/* describeTarget */.f)(options);
    const listed = await (0,server_tools/* readServerTools */.v)('tools', options, io, async (client) => snapshotMode
        ? (0,redact/* redactDeep */.KL)(await (0,server_tools_snapshot/* listSurface */.Up)(client, options.timeoutMs), options.secrets)
        : (0,redact/* redactDeep */.KL)(await listToolSummaries(client, options.timeoutMs), options.secrets));
    if (listed === undefined)
        return unreachable;
    if (!snapshotMode) {
        const list = listed;
        io.out(values.json ? `${JSON.stringify({ target, tools: list }, null, 2)}\n` : renderToolList(list, target));
        return console/* EXIT_OK */.Ij;
    }
    const file = (save ?? diff);
    const accept = (0,accept_command/* acceptCommand */.O3)(file, {
        serverCommand: values['server-command'],
        serverModule: values['server-module'],
        remoteUrl: values['remote-url'],
        serverCwd: values['server-cwd'] === undefined ? undefined : external_node_path_.resolve(cwd, values['server-cwd']),
        serverEnv: values['server-env'],
        serverSecrets: values['server-secret'],
        workspace: cwd,
    });
    const absolute = external_node_path_.resolve(cwd, file);
    let text;
    try {
        text = await (0,promises_.readFile)(absolute, 'utf8');
    }
    catch (error) {
        if (error.code !== 'ENOENT' || diff !== undefined) {
            io.err(`mcp-scenario-eval tools: could not read ${(0,text_escape/* escapeName */.L$)(file)}: ${(0,text_escape/* escapeName */.L$)(error.message)}\n`);
            if (diff !== undefined && error.code === 'ENOENT')
                io.err(`Write it first with: ${(0,text_escape/* escapeName */.L$)(accept)}\n`);
            return console/* EXIT_USAGE */.Ri;
        }
    }
    const { tools, surface } = listed;
    const check = await (0,server_tools_snapshot/* checkSnapshot */.Po)({ file, text, tools, surface, acceptCommand: accept, budget });
    const style = { color: (0,report_style/* colorFor */.d)(io.isTTY, env) };
    if (diff !== undefined) {
        if (check.status === 'invalid') {
            io.err(`mcp-scenario-eval tools: ${(0,text_escape/* escapeTerminal */.en)(check.error ?? '')}\n`);
            return console/* EXIT_USAGE */.Ri;
        }
        io.out((0,report_snapshot/* renderSnapshotTerminal */.fL)(check, style));
        if (sarif) {
            const snapshotFile = (0,discover/* displayPath */.Gt)(absolute, cwd);
            const context = { snapshotFile, snapshotText: text };
            if (!(await (0,sarif_file/* writeSarifFile */.V)(io, 'tools', { file: sarif, cwd }, { snapshot: check }, context)))
                return console/* EXIT_FAILED */.hj;
        }
        return (0,server_tools_snapshot/* snapshotFailed */.Ub)(check) ? console/* EXIT_FAILED */.hj : console/* EXIT_OK */.Ij;
    }
    const snapshot = (0,server_tools_snapshot/* normalizeSurface */.LW)(tools, surface);
    try {
        await (0,files/* writeReportFile */.a)(absolute, (0,server_tools_snapshot/* serializeSnapshot */.DP)(snapshot));
    }
    catch (error) {
        io.err(`mcp-scenario-eval tools: could not write ${(0,text_escape/* escapeName */.L$)(file)}: ${(0,text_escape/* escapeName */.L$)(error.message)}\n`);
        return console/* EXIT_FAILED */.hj;
    }
    // What this save accepted, so the author sees it before committing.
    if (check.status === 'changed')
        io.out((0,report_snapshot/* renderSnapshotTerminal */.fL)(check, style));
    // The tools were listed and saved; a list cut at the page cap has no section (and fails a check).
    for (const why of check.unread ?? [])
        io.err(`mcp-scenario-eval tools: not saved: ${(0,text_escape/* escapeTerminal */.en)(why)}\n`);
    io.out(`Wrote ${(0,text_escape/* escapeName */.L$)(file)}: ${savedSurface(snapshot)}; the tool list is ${(0,server_tools_snapshot/* estimateToolTokens */.JN)(snapshot)} tokens (estimated)${check.status === 'equal' ? '; unchanged' : ''}\n`);
    if (check.overBudget) {
        io.err(`mcp-scenario-eval tools: the tool list is over the budget of ${budget} tokens\n`);
        return console/* EXIT_FAILED */.hj;
    }
    return console/* EXIT_OK */.Ij;
};
/** What a snapshot holds, counted: `3 tools, 2 prompts, 3 resources, 1 resource template, the server's instructions`. */
function savedSurface(snapshot) {
    const count = (n, one) => `${n} ${one}${n === 1 ? '' : 's'}`;
    return [
        count(snapshot.tools.length, 'tool'),
        count(snapshot.prompts?.length ?? 0, 'prompt'),
        count(snapshot.resources?.length ?? 0, 'resource'),
        count(snapshot.resourceTemplates?.length ?? 0, 'resource template'),
        snapshot.instructions ? "the server's instructions" : 'no instructions',
    ].join(', ');
}
//# sourceMappingURL=tools.js.map

/***/ })

};

//# sourceMappingURL=9234.index.js.map