export const id = 9857;
export const ids = [9857];
export const modules = {

/***/ 4266:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ budgetSpent),
/* harmony export */   y: () => (/* binding */ judgeCostGate)
/* harmony export */ });
/* harmony import */ var _providers_prices_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50914);

/** The budget's gate, for a judge whose model is priced at `price`. */
function judgeCostGate(limitUsd, price) {
    let spentUsd = 0;
    const refused = (why) => ({
        verdict: 'FAIL',
        reason: why,
        raw: why,
        error: why,
        errorCode: 'cost_budget',
    });
    return {
        before: () => (spentUsd >= limitUsd ? refused(budgetSpent('judge', limitUsd, spentUsd)) : undefined),
        after(tokens) {
            const cost = (0,_providers_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .costOf */ .ho)(tokens, price);
            spentUsd += cost;
            return spentUsd > limitUsd
                ? refused(`${budgetSpent('judge', limitUsd, spentUsd)}: this call cost ${(0,_providers_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(cost)}`)
                : undefined;
        },
        spentUsd: () => spentUsd,
    };
}
/** A run's cost budget (`judge` or `agent`), spent or exceeded, and by how much. */
function budgetSpent(who, limitUsd, spentUsd) {
    const budget = `the run's ${who} cost budget (${(0,_providers_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(limitUsd)})`;
    return spentUsd > limitUsd
        ? `${budget} was exceeded by ${(0,_providers_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(spentUsd - limitUsd)} (${(0,_providers_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(spentUsd)} used)`
        : `${budget} is spent`;
}
//# sourceMappingURL=budget.js.map

/***/ }),

/***/ 69857:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runTrial: () => (/* binding */ runTrial)
});

// UNUSED EXPORTS: AGENT_MAX_TOKENS

// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/lib/tools/ToolError.mjs
var ToolError = __webpack_require__(57618);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/stainless-helper-header.mjs
var stainless_helper_header = __webpack_require__(63937);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/utils/base64.mjs
var base64 = __webpack_require__(1231);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/helpers/beta/mcp.mjs




// -----------------------------------------------------------------------------
// Supported MIME types
// -----------------------------------------------------------------------------
const SUPPORTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
function isSupportedImageType(mimeType) {
    return SUPPORTED_IMAGE_TYPES.includes(mimeType);
}
function isSupportedResourceMimeType(mimeType) {
    return (!mimeType ||
        mimeType.startsWith('text/') ||
        mimeType === 'application/pdf' ||
        isSupportedImageType(mimeType));
}
// -----------------------------------------------------------------------------
// Error classes
// -----------------------------------------------------------------------------
/**
 * Error thrown when an MCP value cannot be converted to a format supported by the Claude API.
 */
var UnsupportedMCPValueError = /* @__PURE__ */ (() => {
    // -----------------------------------------------------------------------------
    // Error classes
    // -----------------------------------------------------------------------------
    /**
     * Error thrown when an MCP value cannot be converted to a format supported by the Claude API.
     */
    class UnsupportedMCPValueError extends Error {
        constructor(message) {
            super(message);
            this.name = 'UnsupportedMCPValueError';
        }
    }
    return UnsupportedMCPValueError;
})();
// -----------------------------------------------------------------------------
// Helper functions
// -----------------------------------------------------------------------------
/**
 * Converts an MCP tool to a BetaRunnableTool for use with the Anthropic SDK's
 * `toolRunner()` method.
 *
 * @param tool The MCP tool definition from `mcpClient.listTools()`
 * @param mcpClient The MCP client instance used to call the tool
 * @param extraProps Additional Claude API properties to include in the tool definition
 * @returns A runnable tool for use with `anthropic.beta.messages.toolRunner()`
 * @throws {UnsupportedMCPValueError} When the tool returns unsupported content types
 * @throws {UnsupportedMCPValueError} When the tool returns unsupported resource links
 * @throws {UnsupportedMCPValueError} When the tool returns resources with unsupported MIME types
 *
 * @example
 * ```ts
 * import { Client } from "@modelcontextprotocol/sdk/client/index.js";
 * import Anthropic from "@anthropic-ai/sdk";
 * import { mcpTool } from "@anthropic-ai/sdk/helpers/beta/mcp";
 *
 * const mcpClient = new Client({ name: "example", version: "1.0.0" });
 * const anthropic = new Anthropic();
 *
 * const tools = await mcpClient.listTools();
 * const runner = await anthropic.beta.messages.toolRunner({
 *   model: "claude-sonnet-4-20250514",
 *   max_tokens: 1024,
 *   tools: tools.tools.map(tool => mcpTool(tool, mcpClient)),
 *   messages: [{ role: "user", content: "Use the available tools" }],
 * });
 * ```
 */
function mcpTool(tool, mcpClient, extraProps) {
    // Transform inputSchema to match BetaTool.InputSchema (convert undefined to null)
    const inputSchema = {
        ...tool.inputSchema,
        type: 'object',
        properties: tool.inputSchema.properties ?? null,
        required: tool.inputSchema.required ?? null,
    };
    const betaTool = {
        name: tool.name,
        input_schema: inputSchema,
        ...(tool.description !== undefined ? { description: tool.description } : {}),
        ...extraProps,
    };
    const runnableTool = {
        ...betaTool,
        run: async (input) => {
            const result = await mcpClient.callTool({
                name: tool.name,
                arguments: input,
            });
            if (result.isError) {
                const content = result.content.map((item) => mcpContent(item));
                throw new ToolError/* ToolError */.v(content);
            }
            // If content is empty but structuredContent is present, JSON encode it
            // Spec: "For backwards compatibility, a tool that returns structured content SHOULD also return the serialized JSON in a TextContent block."
            // meaning it's not required and cannot be assumed.
            if (result.content.length === 0 &&
                // Spec: "Structured content is returned as a JSON object in the structuredContent field of a result."
                typeof result.structuredContent === 'object' &&
                result.structuredContent !== null) {
                return JSON.stringify(result.structuredContent);
            }
            return result.content.map((item) => mcpContent(item));
        },
        parse: (content) => content,
        [stainless_helper_header/* SDK_HELPER_SYMBOL */.vF]: 'mcpTool',
    };
    return runnableTool;
}
/**
 * Converts an array of MCP tools to BetaRunnableTools.
 *
 * @param tools Array of MCP tool definitions from `mcpClient.listTools()`
 * @param mcpClient The MCP client instance used to call the tools
 * @param extraProps Additional Claude API properties to include in each tool definition
 * @returns An array of runnable tools for use with `anthropic.beta.messages.toolRunner()`
 *
 * @example
 * ```ts
 * const { tools } = await mcpClient.listTools();
 * const runner = await anthropic.beta.messages.toolRunner({
 *   model: "claude-sonnet-4-20250514",
 *   max_tokens: 1024,
 *   tools: mcpTools(tools, mcpClient),
 *   messages: [{ role: "user", content: "Use the available tools" }],
 * });
 * ```
 */
function mcpTools(tools, mcpClient, extraProps) {
    return tools.map((tool) => mcpTool(tool, mcpClient, extraProps));
}
/**
 * Converts an MCP prompt message to an Anthropic BetaMessageParam.
 *
 * @param mcpMessage The MCP prompt message from `mcpClient.getPrompt()`
 * @param extraProps Additional Claude API properties to include in content blocks (e.g., `cache_control`)
 * @returns A message parameter for use with `anthropic.beta.messages.create()`
 * @throws {UnsupportedMCPValueError} When the message contains unsupported content types
 * @throws {UnsupportedMCPValueError} When the message contains unsupported resource links
 * @throws {UnsupportedMCPValueError} When the message contains resources with unsupported MIME types
 *
 * @example
 * ```ts
 * import { Client } from "@modelcontextprotocol/sdk/client/index.js";
 * import Anthropic from "@anthropic-ai/sdk";
 * import { mcpMessage } from "@anthropic-ai/sdk/helpers/beta/mcp";
 *
 * const mcpClient = new Client({ name: "example", version: "1.0.0" });
 * const anthropic = new Anthropic();
 *
 * const prompt = await mcpClient.getPrompt({
 *   name: "example-prompt",
 *   arguments: { arg1: "value" },
 * });
 *
 * await anthropic.beta.messages.create({
 *   model: "claude-sonnet-4-20250514",
 *   max_tokens: 1024,
 *   messages: prompt.messages.map(msg => mcpMessage(msg)),
 * });
 * ```
 */
function mcpMessage(mcpMessage, extraProps) {
    const message = {
        role: mcpMessage.role,
        content: [mcpContent(mcpMessage.content, extraProps)],
        [SDK_HELPER_SYMBOL]: 'mcpMessage',
    };
    return message;
}
/**
 * Converts an array of MCP prompt messages to Anthropic BetaMessageParams.
 *
 * @param messages Array of MCP prompt messages from `mcpClient.getPrompt()`
 * @param extraProps Additional Claude API properties to include in content blocks (e.g., `cache_control`)
 * @returns An array of message parameters for use with `anthropic.beta.messages.create()`
 * @throws {UnsupportedMCPValueError} When any message contains unsupported content types
 * @throws {UnsupportedMCPValueError} When any message contains unsupported resource links
 * @throws {UnsupportedMCPValueError} When any message contains resources with unsupported MIME types
 *
 * @example
 * ```ts
 * const { messages } = await mcpClient.getPrompt({ name: "example-prompt" });
 * await anthropic.beta.messages.create({
 *   model: "claude-sonnet-4-20250514",
 *   max_tokens: 1024,
 *   messages: mcpMessages(messages),
 * });
 * ```
 */
function mcpMessages(messages, extraProps) {
    return messages.map((message) => mcpMessage(message, extraProps));
}
/**
 * Converts a single MCP prompt content item to an Anthropic content block.
 *
 * @param content The MCP content item (text, image, or embedded resource)
 * @param extraProps Additional Claude API properties to include in the content block (e.g., `cache_control`)
 * @returns A Claude content block for use in a message's content array
 * @throws {UnsupportedMCPValueError} When the content type is not supported (e.g., 'audio')
 * @throws {UnsupportedMCPValueError} When resource links use non-http/https protocols
 * @throws {UnsupportedMCPValueError} When resources have unsupported MIME types
 *
 * @example
 * ```ts
 * const { messages } = await mcpClient.getPrompt({ name: "my-prompt" });
 * // If you need to mix MCP content with other content:
 * await anthropic.beta.messages.create({
 *   model: "claude-sonnet-4-20250514",
 *   max_tokens: 1024,
 *   messages: [{
 *     role: "user",
 *     content: [
 *       mcpContent(messages[0].content),
 *       { type: "text", text: "Additional context" },
 *     ],
 *   }],
 * });
 * ```
 */
function mcpContent(content, extraProps) {
    switch (content.type) {
        case 'text': {
            const textBlock = {
                type: 'text',
                text: content.text,
                ...extraProps,
                [stainless_helper_header/* SDK_HELPER_SYMBOL */.vF]: 'mcpContent',
            };
            return textBlock;
        }
        case 'image': {
            if (!isSupportedImageType(content.mimeType)) {
                throw new UnsupportedMCPValueError(`Unsupported image MIME type: ${content.mimeType}`);
            }
            const imageBlock = {
                type: 'image',
                source: {
                    type: 'base64',
                    data: content.data,
                    media_type: content.mimeType,
                },
                ...extraProps,
                [stainless_helper_header/* SDK_HELPER_SYMBOL */.vF]: 'mcpContent',
            };
            return imageBlock;
        }
        case 'resource':
            return mcpResourceContentToContentBlock(content.resource, extraProps, 'mcpContent');
        case 'resource_link':
        case 'audio':
            throw new UnsupportedMCPValueError(`Unsupported MCP content type: ${content.type}`);
        default:
            // This should never happen as we handle all MCPPromptContentLike types
            content;
            throw new UnsupportedMCPValueError(`Unsupported MCP content type: ${content.type}`);
    }
}
/**
 * Converts a single MCP resource contents item to an Anthropic content block.
 */
function mcpResourceContentToContentBlock(resourceContent, extraProps, helperName = 'mcpResourceToContent') {
    const mimeType = resourceContent.mimeType;
    // Handle images (requires blob - base64-encoded binary data)
    if (mimeType && isSupportedImageType(mimeType)) {
        if (!('blob' in resourceContent)) {
            throw new UnsupportedMCPValueError(`Image resource must have blob data, not text. URI: ${resourceContent.uri}`);
        }
        const imageBlock = {
            type: 'image',
            source: {
                type: 'base64',
                data: resourceContent.blob,
                media_type: mimeType,
            },
            ...extraProps,
            [stainless_helper_header/* SDK_HELPER_SYMBOL */.vF]: helperName,
        };
        return imageBlock;
    }
    // Handle PDFs (requires blob - base64-encoded binary data)
    if (mimeType === 'application/pdf') {
        if (!('blob' in resourceContent)) {
            throw new UnsupportedMCPValueError(`PDF resource must have blob data, not text. URI: ${resourceContent.uri}`);
        }
        const pdfBlock = {
            type: 'document',
            source: {
                type: 'base64',
                data: resourceContent.blob,
                media_type: 'application/pdf',
            },
            ...extraProps,
            [stainless_helper_header/* SDK_HELPER_SYMBOL */.vF]: helperName,
        };
        return pdfBlock;
    }
    // Handle text types (text/*, or no MIME type defaults to text)
    if (!mimeType || mimeType.startsWith('text/')) {
        const textDocBlock = {
            type: 'document',
            source: textSourceFromResource(resourceContent),
            ...extraProps,
            [stainless_helper_header/* SDK_HELPER_SYMBOL */.vF]: helperName,
        };
        return textDocBlock;
    }
    throw new UnsupportedMCPValueError(`Unsupported MIME type "${mimeType}" for resource: ${resourceContent.uri}`);
}
/**
 * Converts MCP resource contents to an Anthropic content block.
 *
 * This helper is useful when you have resource contents from `mcpClient.readResource()`
 * and want to include them in a message or as a document source. It automatically
 * finds the first resource with a supported MIME type.
 *
 * @param result The result from `mcpClient.readResource()`
 * @param extraProps Additional Claude API properties to include in the content block (e.g., `cache_control`)
 * @returns A Claude content block
 * @throws {UnsupportedMCPValueError} When contents array is empty or none have a supported MIME type
 *
 * @example
 * ```ts
 * import { Client } from "@modelcontextprotocol/sdk/client/index.js";
 * import Anthropic from "@anthropic-ai/sdk";
 * import { mcpResourceToContent } from "@anthropic-ai/sdk/helpers/beta/mcp";
 *
 * const mcpClient = new Client({ name: "example", version: "1.0.0" });
 * const anthropic = new Anthropic();
 *
 * const resource = await mcpClient.readResource({ uri: "file:///example.txt" });
 * await anthropic.beta.messages.create({
 *   model: "claude-sonnet-4-20250514",
 *   max_tokens: 1024,
 *   messages: [{
 *     role: "user",
 *     content: [mcpResourceToContent(resource)],
 *   }],
 * });
 * ```
 */
function mcpResourceToContent(result, extraProps) {
    if (result.contents.length === 0) {
        throw new UnsupportedMCPValueError('Resource contents array must contain at least one item');
    }
    const supported = result.contents.find((c) => isSupportedResourceMimeType(c.mimeType));
    if (!supported) {
        const mimeTypes = result.contents.map((c) => c.mimeType).filter((m) => m !== undefined);
        throw new UnsupportedMCPValueError(`No supported MIME type found in resource contents. Available: ${mimeTypes.join(', ')}`);
    }
    return mcpResourceContentToContentBlock(supported, extraProps);
}
/**
 * Gets the raw bytes from an MCP resource.
 */
function bytesFromResource(resource) {
    if ('blob' in resource) {
        return fromBase64(resource.blob);
    }
    return new TextEncoder().encode(resource.text);
}
/**
 * Creates a text document source from an MCP resource, decoding base64 blob to UTF-8 if needed.
 */
function textSourceFromResource(resource) {
    const data = 'text' in resource ? resource.text : new TextDecoder().decode((0,base64/* fromBase64 */.E)(resource.blob));
    return { type: 'text', data, media_type: 'text/plain' };
}
/**
 * Converts an MCP resource to a File object suitable for uploading via `anthropic.beta.files.upload()`.
 *
 * @param result The result from `mcpClient.readResource()`
 * @returns A File object for use with `anthropic.beta.files.upload()`
 * @throws {UnsupportedMCPValueError} When contents array is empty
 *
 * @example
 * ```ts
 * import { Client } from "@modelcontextprotocol/sdk/client/index.js";
 * import Anthropic from "@anthropic-ai/sdk";
 * import { mcpResourceToFile } from "@anthropic-ai/sdk/helpers/beta/mcp";
 *
 * const mcpClient = new Client({ name: "example", version: "1.0.0" });
 * const anthropic = new Anthropic();
 *
 * const resource = await mcpClient.readResource({ uri: "file:///document.pdf" });
 *
 * const uploaded = await anthropic.beta.files.upload({
 *   file: mcpResourceToFile(resource),
 * });
 * ```
 */
function mcpResourceToFile(result) {
    if (result.contents.length === 0) {
        throw new UnsupportedMCPValueError('Resource contents array must contain at least one item');
    }
    const resourceContents = result.contents[0];
    const name = new URL(resourceContents.uri).pathname.split('/').at(-1) || 'file';
    const type = resourceContents.mimeType;
    const data = bytesFromResource(resourceContents);
    const file = new File([data], name, type ? { type } : undefined);
    file[SDK_HELPER_SYMBOL] = 'mcpResourceToFile';
    return file;
}
//# sourceMappingURL=mcp.mjs.map
// EXTERNAL MODULE: ./lib/mcp/render.js
var render = __webpack_require__(40794);
// EXTERNAL MODULE: ./lib/mcp/call-options.js
var call_options = __webpack_require__(61889);
// EXTERNAL MODULE: ./lib/kinds/agent/types.js
var types = __webpack_require__(31452);
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
// EXTERNAL MODULE: ./lib/secrets/redact.js
var redact = __webpack_require__(40808);
;// CONCATENATED MODULE: ./lib/kinds/agent/tool-result.js


/**
 * A tool result as the model is given it: the run's secrets redacted first (so no part of one
 * survives the cut), then cut to MODEL_TOOL_RESULT_LIMIT_CHARS, with the cut said in a text the
 * model reads. Text blocks count their characters; any other block (an image, a resource) its JSON,
 * and one that does not fit in what is left is left out whole. Recordings keep what this returns.
 */
function toolResultForModel(content, secrets) {
    if (typeof content === 'string') {
        const text = (0,redact/* redactText */.Rd)(content, secrets);
        if (text.length <= limits/* MODEL_TOOL_RESULT_LIMIT_CHARS */.zn)
            return text;
        return `${cutAt(text, limits/* MODEL_TOOL_RESULT_LIMIT_CHARS */.zn)}\n${cutNote(text.length - limits/* MODEL_TOOL_RESULT_LIMIT_CHARS */.zn)}`;
    }
    const blocks = Array.isArray(content) ? content : [{ type: 'text', text: JSON.stringify(content) }];
    const kept = [];
    let left = limits/* MODEL_TOOL_RESULT_LIMIT_CHARS */.zn;
    let cut = 0;
    for (const block of blocks) {
        const typed = (typeof block === 'object' && block !== null ? block : { type: 'text', text: String(block) });
        if (typed.type === 'text' && typeof typed.text === 'string') {
            const text = (0,redact/* redactText */.Rd)(typed.text, secrets);
            const part = text.length <= left ? text : cutAt(text, left);
            cut += text.length - part.length;
            left -= part.length;
            // The API refuses an empty text block: a text cut to nothing is left out.
            if (part.length > 0 || text.length === 0)
                kept.push({ ...typed, text: part });
            continue;
        }
        const redacted = (0,redact/* redactDeep */.KL)(typed, secrets);
        const size = JSON.stringify(redacted).length;
        if (size <= left) {
            kept.push(redacted);
            left -= size;
        }
        else
            cut += size;
    }
    if (cut > 0)
        kept.push({ type: 'text', text: cutNote(cut) });
    return kept;
}
/** The first `length` characters, without splitting a surrogate pair. */
function cutAt(text, length) {
    const code = text.charCodeAt(length - 1);
    return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}
function cutNote(more) {
    return `[… tool result cut: ${more.toLocaleString('en-US')} more characters were not given to the model (limit ${limits/* MODEL_TOOL_RESULT_LIMIT_CHARS */.zn.toLocaleString('en-US')} characters per tool result)]`;
}
//# sourceMappingURL=tool-result.js.map
// EXTERNAL MODULE: ./lib/judge/budget.js
var budget = __webpack_require__(4266);
// EXTERNAL MODULE: ./lib/providers/prices.js
var prices = __webpack_require__(50914);
;// CONCATENATED MODULE: ./lib/kinds/agent/loop.js







/** Tokens per model reply: room for a plan and several tool calls; a final answer needs far less. */
const AGENT_MAX_TOKENS = 4_096;
/**
 * One trial: a fresh conversation of the prompt, the server's tools (converted by the SDK's MCP
 * helper), and a tool-use loop against the real server until the model answers without a tool call
 * or `max_turns` replies were spent. Every `tool_use` is recorded exactly as the model sent it,
 * before the server sees it: a hallucinated argument is the finding. Never throws.
 */
async function runTrial(input) {
    const calls = [];
    const tokens = (0,types/* emptyUsage */.ly)();
    // The call being made, so the helper's client can hand our rendering of the result back.
    let current = {};
    const clientLike = {
        callTool: async (params) => {
            input.reached?.(params.name);
            // Bounded as a whole, every input round included (call-options.ts).
            const raw = (await input.session.client.callTool(params, (0,call_options/* wholeCallOptions */.c)(input.timeoutMs)));
            current.raw = raw;
            return raw;
        },
    };
    const offer = (tools) => {
        const runnable = mcpTools(tools, clientLike);
        // The definitions as the helper made them, without its `run`/`parse` functions.
        const definitions = runnable.map((tool) => {
            const { name, description, input_schema } = tool;
            return { name, ...(description !== undefined && { description }), input_schema };
        });
        return { definitions, byName: new Map(runnable.map((tool) => [tool.name, tool])) };
    };
    let { definitions, byName } = offer(input.tools);
    // What the model is given of a tool result: redacted, then cut (MODEL_TOOL_RESULT_LIMIT_CHARS).
    const forModel = (content) => toolResultForModel(content, input.secrets);
    const messages = [{ role: 'user', content: input.spec.prompt }];
    let finalAnswer = '';
    const outcome = (end, turns) => ({ calls, finalAnswer, turns, tokens, end });
    for (let turn = 1; turn <= input.spec.maxTurns; turn++) {
        // Checked before each request and again after each reply (below): never a pass over budget.
        if (input.budget.limit !== undefined && input.budget.used >= input.budget.limit) {
            return outcome({
                kind: 'error',
                why: budgetSpent(input.budget.limit, input.budget.used),
                what: 'token budget',
                code: 'token_budget',
            }, turn - 1);
        }
        const usd = input.budget.usd;
        if (usd && (usd.spent >= usd.limit || usd.price(input.model) === undefined)) {
            const why = usd.spent >= usd.limit
                ? (0,budget/* budgetSpent */.m)('agent', usd.limit, usd.spent)
                : `agent-cost-budget is in USD, but the model ${input.model} has no price: add one with model-prices`;
            return outcome({ kind: 'error', why, what: 'cost budget', code: 'cost_budget' }, turn - 1);
        }
        try {
            const changed = await input.toolsAfterChange?.();
            if (changed)
                ({ definitions, byName } = offer(changed));
        }
        catch (error) {
            const why = `the server said its tool list changed, and it could not be read again: ${input.session.explain(error)}`;
            return outcome({ kind: 'error', why, what: 'tool list read again' }, turn - 1);
        }
        let reply;
        try {
            reply = await input.source.reply({
                model: input.model,
                system: input.spec.system,
                tools: definitions,
                messages,
                maxTokens: AGENT_MAX_TOKENS,
            }, { scenario: input.scenario, trial: input.trial, turn });
        }
        catch (error) {
            const why = error instanceof types/* ModelError */.me ? error.message : `the model request failed: ${String(error)}`;
            const what = error instanceof types/* ModelError */.me && error.what ? error.what : 'model request';
            return outcome({ kind: 'error', why, what }, turn - 1);
        }
        (0,types/* addUsage */.vk)(tokens, reply.usage);
        (0,types/* addUsage */.vk)(input.runUsage.tokens, reply.usage);
        input.runUsage.calls++;
        input.budget.used += (0,types/* billedTokens */.$c)(reply.usage);
        if (input.budget.limit !== undefined && input.budget.used > input.budget.limit) {
            return outcome({
                kind: 'error',
                what: 'token budget',
                code: 'token_budget',
                why: `${budgetSpent(input.budget.limit, input.budget.used)}: this reply used ${(0,types/* billedTokens */.$c)(reply.usage).toLocaleString('en-US')} tokens`,
            }, turn);
        }
        if (usd) {
            const cost = (0,prices/* costOf */.ho)(reply.usage, usd.price(input.model));
            usd.spent += cost;
            if (usd.spent > usd.limit)
                return outcome({
                    kind: 'error',
                    what: 'cost budget',
                    code: 'cost_budget',
                    why: `${(0,budget/* budgetSpent */.m)('agent', usd.limit, usd.spent)}: this reply cost ${(0,prices/* formatUsd */.UK)(cost)}`,
                }, turn);
        }
        const malformed = malformedReply(reply.content);
        if (malformed)
            return outcome({ kind: 'error', why: `the model's reply was malformed: ${malformed}`, what: 'model reply' }, turn);
        const text = reply.content
            .filter((block) => block.type === 'text')
            .map((block) => String(block.text))
            .join('');
        const toolUses = reply.content.filter((block) => block.type === 'tool_use');
        if (toolUses.length === 0) {
            finalAnswer = text;
            if (reply.stopReason === 'end_turn' || reply.stopReason === 'stop_sequence')
                return outcome({ kind: 'answer' }, turn);
            return outcome({
                kind: 'stopped',
                why: reply.stopReason === 'max_tokens'
                    ? `the reply was cut off at max_tokens (${AGENT_MAX_TOKENS}) without a final answer`
                    : `the model stopped with stop_reason "${String(reply.stopReason)}" instead of answering`,
            }, turn);
        }
        messages.push({ role: 'assistant', content: reply.content });
        const results = [];
        for (const use of toolUses) {
            // Recorded as sent: a deep copy, so nothing the helper or the server does can change it.
            const call = {
                turn,
                tool: use.name,
                input: structuredClone(use.input),
                output: '',
                isError: false,
            };
            calls.push(call);
            const tool = byName.get(use.name);
            if (!tool) {
                call.isError = true;
                call.refused = true;
                call.error = `the server has no tool "${use.name}"`;
                results.push({ type: 'tool_result', tool_use_id: use.id, is_error: true, content: forModel(call.error) });
                continue;
            }
            current = {};
            try {
                const content = await tool.run(use.input);
                call.output = (0,render/* keptOutput */.Y1)(current.raw ? (0,render/* renderToolResult */.Cz)(current.raw) : String(content), input.secrets);
                results.push({ type: 'tool_result', tool_use_id: use.id, content: forModel(content) });
            }
            catch (error) {
                // `isError: true` from the server: the helper throws a ToolError holding the content.
                const toolContent = error.content;
                if (current.raw && Array.isArray(toolContent)) {
                    call.isError = true;
                    call.output = (0,render/* keptOutput */.Y1)((0,render/* renderToolResult */.Cz)(current.raw), input.secrets);
                    results.push({ type: 'tool_result', tool_use_id: use.id, is_error: true, content: forModel(toolContent) });
                }
                else if (current.raw) {
                    // Content the helper cannot convert (say, an unusual resource): the model gets our rendering.
                    call.isError = current.raw.isError === true;
                    call.output = (0,render/* keptOutput */.Y1)((0,render/* renderToolResult */.Cz)(current.raw), input.secrets);
                    results.push({
                        type: 'tool_result',
                        tool_use_id: use.id,
                        is_error: call.isError,
                        content: forModel(call.output),
                    });
                }
                else {
                    call.isError = true;
                    call.error = input.session.explain(error);
                    results.push({ type: 'tool_result', tool_use_id: use.id, is_error: true, content: forModel(call.error) });
                }
            }
        }
        messages.push({ role: 'user', content: results });
    }
    return outcome({ kind: 'max_turns' }, input.spec.maxTurns);
}
/** The run's agent token budget, spent or exceeded, and by how much. */
function budgetSpent(limit, used) {
    const budget = `the run's agent token budget (${limit.toLocaleString('en-US')} tokens)`;
    return used > limit
        ? `${budget} was exceeded by ${(used - limit).toLocaleString('en-US')} tokens (${used.toLocaleString('en-US')} used)`
        : `${budget} is spent`;
}
/** Why a reply's content cannot be read, or undefined when it can. */
function malformedReply(content) {
    if (!Array.isArray(content))
        return 'its content is not a list of blocks';
    for (const [index, block] of content.entries()) {
        if (typeof block !== 'object' || block === null || typeof block.type !== 'string')
            return `content block ${index} has no type`;
        const typed = block;
        if (typed.type === 'text' && typeof typed.text !== 'string')
            return `text block ${index} has no text`;
        if (typed.type === 'tool_use' && (typeof typed.id !== 'string' || typeof typed.name !== 'string'))
            return `tool_use block ${index} lacks its id or name`;
    }
    return undefined;
}
//# sourceMappingURL=loop.js.map

/***/ }),

/***/ 25064:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DH: () => (/* binding */ RequestTimeoutError),
/* harmony export */   EH: () => (/* binding */ NotImplementedError),
/* harmony export */   Ed: () => (/* binding */ OverloadedError),
/* harmony export */   Ee: () => (/* binding */ GatewayTimeoutError),
/* harmony export */   Is: () => (/* binding */ UnprocessableEntityError),
/* harmony export */   LG: () => (/* binding */ APIError),
/* harmony export */   Ll: () => (/* binding */ PermissionDeniedError),
/* harmony export */   OE: () => (/* binding */ RateLimitError),
/* harmony export */   PO: () => (/* binding */ InternalServerError),
/* harmony export */   Xo: () => (/* binding */ ClientClosedRequestError),
/* harmony export */   cH: () => (/* binding */ APIUserAbortError),
/* harmony export */   dw: () => (/* binding */ RetryableError),
/* harmony export */   fK: () => (/* binding */ ConflictError),
/* harmony export */   k9: () => (/* binding */ PreconditionFailedError),
/* harmony export */   m_: () => (/* binding */ NotFoundError),
/* harmony export */   pJ: () => (/* binding */ AnthropicError),
/* harmony export */   qA: () => (/* binding */ APIConnectionTimeoutError),
/* harmony export */   us: () => (/* binding */ ServiceUnavailableError),
/* harmony export */   v3: () => (/* binding */ AuthenticationError),
/* harmony export */   v7: () => (/* binding */ BadRequestError),
/* harmony export */   xD: () => (/* binding */ ContentTooLargeError),
/* harmony export */   xL: () => (/* binding */ RequestHeaderFieldsTooLargeError),
/* harmony export */   xX: () => (/* binding */ APIConnectionError),
/* harmony export */   yP: () => (/* binding */ PaymentRequiredError)
/* harmony export */ });
/* harmony import */ var _internal_errors_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62533);

var AnthropicError = /* @__PURE__ */ (() => {
    class AnthropicError extends Error {
        /** @internal */
        constructor(message, options) {
            super(message, options);
            Object.defineProperty(this, 'name', { value: new.target._errorName, writable: true, configurable: true });
        }
    }
    /** @internal */
    AnthropicError._errorName = 'AnthropicError';
    return AnthropicError;
})();
var APIError = /* @__PURE__ */ (() => {
    class APIError extends AnthropicError {
        constructor(status, error, message, headers, type) {
            super(`${APIError.makeMessage(status, error, message)}`);
            this.status = status;
            this.headers = headers;
            this.requestID = headers?.get('request-id');
            this.workspaceID = headers?.get('anthropic-workspace-id');
            this.error = error;
            const body = (error ?? {});
            this.apiMessage = body.error?.message ?? null;
            this.type = type ?? body.error?.type ?? null;
            const errorCode = body.error?.details?.error_code;
            this.errorCode = typeof errorCode === 'string' ? errorCode : null;
            this.details = body.error?.details ?? null;
        }
        static makeMessage(status, error, message) {
            const msg = error?.message ?
                typeof error.message === 'string' ?
                    error.message
                    : JSON.stringify(error.message)
                : error ? JSON.stringify(error)
                    : message;
            if (status && msg) {
                return `${status} ${msg}`;
            }
            if (status) {
                return `${status} status code (no body)`;
            }
            if (msg) {
                return msg;
            }
            return '(no status code or body)';
        }
        static generate(status, errorResponse, message, headers) {
            if (!status || !headers) {
                return new APIConnectionError({ message, cause: (0,_internal_errors_mjs__WEBPACK_IMPORTED_MODULE_0__/* .castToError */ .r)(errorResponse) });
            }
            const error = errorResponse;
            const errorClass = STATUS_ERROR_CLASSES.get(status);
            if (errorClass) {
                return new errorClass(status, error, message, headers);
            }
            if (status >= 500) {
                return new InternalServerError(status, error, message, headers);
            }
            return new APIError(status, error, message, headers);
        }
    }
    /** @internal */
    APIError._errorName = 'APIError';
    return APIError;
})();
var APIUserAbortError = /* @__PURE__ */ (() => {
    class APIUserAbortError extends APIError {
        constructor({ message } = {}) {
            super(undefined, undefined, message || 'Request was aborted.', undefined);
        }
    }
    /** @internal */
    APIUserAbortError._errorName = 'APIUserAbortError';
    return APIUserAbortError;
})();
var APIConnectionError = /* @__PURE__ */ (() => {
    class APIConnectionError extends APIError {
        constructor({ message, cause }) {
            super(undefined, undefined, message || 'Connection error.', undefined);
            // in some environments the 'cause' property is already declared
            // @ts-ignore
            if (cause)
                this.cause = cause;
        }
    }
    /** @internal */
    APIConnectionError._errorName = 'APIConnectionError';
    return APIConnectionError;
})();
var APIConnectionTimeoutError = /* @__PURE__ */ (() => {
    class APIConnectionTimeoutError extends APIConnectionError {
        constructor({ message } = {}) {
            super({ message: message ?? 'Request timed out.' });
        }
    }
    /** @internal */
    APIConnectionTimeoutError._errorName = 'APIConnectionTimeoutError';
    return APIConnectionTimeoutError;
})();
/**
 * An error that opts into the SDK's retry policy: throw it (e.g. from
 * middleware) to have the attempt retried.
 *
 * Note that the request will only be retried when `maxRetries` has not been exhausted.
 */
var RetryableError = /* @__PURE__ */ (() => {
    /**
     * An error that opts into the SDK's retry policy: throw it (e.g. from
     * middleware) to have the attempt retried.
     *
     * Note that the request will only be retried when `maxRetries` has not been exhausted.
     */
    class RetryableError extends AnthropicError {
        constructor(message, { cause } = {}) {
            super(message ?? 'Retryable error.');
            // in some environments the 'cause' property is already declared
            // @ts-ignore
            if (cause !== undefined)
                this.cause = cause;
        }
    }
    /** @internal */
    RetryableError._errorName = 'RetryableError';
    return RetryableError;
})();
var BadRequestError = /* @__PURE__ */ (() => {
    class BadRequestError extends APIError {
    }
    /** @internal */
    BadRequestError._errorName = 'BadRequestError';
    return BadRequestError;
})();
var AuthenticationError = /* @__PURE__ */ (() => {
    class AuthenticationError extends APIError {
    }
    /** @internal */
    AuthenticationError._errorName = 'AuthenticationError';
    return AuthenticationError;
})();
var PaymentRequiredError = /* @__PURE__ */ (() => {
    class PaymentRequiredError extends APIError {
    }
    /** @internal */
    PaymentRequiredError._errorName = 'PaymentRequiredError';
    return PaymentRequiredError;
})();
var PermissionDeniedError = /* @__PURE__ */ (() => {
    class PermissionDeniedError extends APIError {
    }
    /** @internal */
    PermissionDeniedError._errorName = 'PermissionDeniedError';
    return PermissionDeniedError;
})();
var NotFoundError = /* @__PURE__ */ (() => {
    class NotFoundError extends APIError {
    }
    /** @internal */
    NotFoundError._errorName = 'NotFoundError';
    return NotFoundError;
})();
var RequestTimeoutError = /* @__PURE__ */ (() => {
    class RequestTimeoutError extends APIError {
    }
    /** @internal */
    RequestTimeoutError._errorName = 'RequestTimeoutError';
    return RequestTimeoutError;
})();
var ConflictError = /* @__PURE__ */ (() => {
    class ConflictError extends APIError {
    }
    /** @internal */
    ConflictError._errorName = 'ConflictError';
    return ConflictError;
})();
var PreconditionFailedError = /* @__PURE__ */ (() => {
    class PreconditionFailedError extends APIError {
    }
    /** @internal */
    PreconditionFailedError._errorName = 'PreconditionFailedError';
    return PreconditionFailedError;
})();
var ContentTooLargeError = /* @__PURE__ */ (() => {
    class ContentTooLargeError extends APIError {
    }
    /** @internal */
    ContentTooLargeError._errorName = 'ContentTooLargeError';
    return ContentTooLargeError;
})();
var UnprocessableEntityError = /* @__PURE__ */ (() => {
    class UnprocessableEntityError extends APIError {
    }
    /** @internal */
    UnprocessableEntityError._errorName = 'UnprocessableEntityError';
    return UnprocessableEntityError;
})();
var RateLimitError = /* @__PURE__ */ (() => {
    class RateLimitError extends APIError {
    }
    /** @internal */
    RateLimitError._errorName = 'RateLimitError';
    return RateLimitError;
})();
var RequestHeaderFieldsTooLargeError = /* @__PURE__ */ (() => {
    class RequestHeaderFieldsTooLargeError extends APIError {
    }
    /** @internal */
    RequestHeaderFieldsTooLargeError._errorName = 'RequestHeaderFieldsTooLargeError';
    return RequestHeaderFieldsTooLargeError;
})();
var ClientClosedRequestError = /* @__PURE__ */ (() => {
    class ClientClosedRequestError extends APIError {
    }
    /** @internal */
    ClientClosedRequestError._errorName = 'ClientClosedRequestError';
    return ClientClosedRequestError;
})();
var InternalServerError = /* @__PURE__ */ (() => {
    class InternalServerError extends APIError {
    }
    /** @internal */
    InternalServerError._errorName = 'InternalServerError';
    return InternalServerError;
})();
var NotImplementedError = /* @__PURE__ */ (() => {
    class NotImplementedError extends InternalServerError {
    }
    /** @internal */
    NotImplementedError._errorName = 'NotImplementedError';
    return NotImplementedError;
})();
var ServiceUnavailableError = /* @__PURE__ */ (() => {
    class ServiceUnavailableError extends InternalServerError {
    }
    /** @internal */
    ServiceUnavailableError._errorName = 'ServiceUnavailableError';
    return ServiceUnavailableError;
})();
var GatewayTimeoutError = /* @__PURE__ */ (() => {
    class GatewayTimeoutError extends InternalServerError {
    }
    /** @internal */
    GatewayTimeoutError._errorName = 'GatewayTimeoutError';
    return GatewayTimeoutError;
})();
var OverloadedError = /* @__PURE__ */ (() => {
    class OverloadedError extends InternalServerError {
    }
    /** @internal */
    OverloadedError._errorName = 'OverloadedError';
    return OverloadedError;
})();
const STATUS_ERROR_CLASSES = /* @__PURE__ */ new Map([
    [400, BadRequestError],
    [401, AuthenticationError],
    [402, PaymentRequiredError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [408, RequestTimeoutError],
    [409, ConflictError],
    [412, PreconditionFailedError],
    [413, ContentTooLargeError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [431, RequestHeaderFieldsTooLargeError],
    [499, ClientClosedRequestError],
    [501, NotImplementedError],
    [503, ServiceUnavailableError],
    [504, GatewayTimeoutError],
    [529, OverloadedError],
]);
//# sourceMappingURL=error.mjs.map

/***/ }),

/***/ 62533:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ castToError),
/* harmony export */   z: () => (/* binding */ isAbortError)
/* harmony export */ });
function isAbortError(err) {
    return (typeof err === 'object' &&
        err !== null &&
        // Spec-compliant fetch implementations
        (('name' in err && err.name === 'AbortError') ||
            // Expo fetch
            ('message' in err && String(err.message).includes('FetchRequestCanceledException'))));
}
const castToError = (err) => {
    if (err instanceof Error)
        return err;
    if (typeof err === 'object' && err !== null) {
        try {
            const tag = Object.prototype.toString.call(err);
            // cross-realm errors (e.g. undici's abort `DOMException` under jest) fail `instanceof Error`
            if (tag === '[object Error]' || tag === '[object DOMException]') {
                // @ts-ignore - not all envs have native support for cause yet
                const error = new Error(err.message, err.cause ? { cause: err.cause } : {});
                if (err.stack)
                    error.stack = err.stack;
                // @ts-ignore - not all envs have native support for cause yet
                if (err.cause && !error.cause)
                    error.cause = err.cause;
                if (err.name)
                    error.name = err.name;
                return error;
            }
        }
        catch { }
        try {
            return new Error(JSON.stringify(err));
        }
        catch { }
    }
    return new Error(err);
};
//# sourceMappingURL=errors.mjs.map

/***/ }),

/***/ 63937:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G$: () => (/* binding */ stainlessHelperHeader),
/* harmony export */   J8: () => (/* binding */ wasCreatedByStainlessHelper),
/* harmony export */   cZ: () => (/* binding */ stainlessHelperHeaderFromFile),
/* harmony export */   iA: () => (/* binding */ STAINLESS_HELPER_HEADER),
/* harmony export */   uq: () => (/* binding */ STAINLESS_HELPER_METHOD_HEADER),
/* harmony export */   vF: () => (/* binding */ SDK_HELPER_SYMBOL),
/* harmony export */   wd: () => (/* binding */ helperHeader),
/* harmony export */   yu: () => (/* binding */ collectStainlessHelpers)
/* harmony export */ });
/**
 * Single source of truth for the `x-stainless-helper` telemetry header — the
 * key, the closed value vocabulary, and per-object helper tagging. The
 * append-don't-clobber merge for the header itself lives in
 * {@link import('../internal/headers').buildHeaders} via `APPEND_HEADERS`.
 */
/**
 * Telemetry header naming the SDK helper(s) a request came from. Always this
 * lowercase form; `buildHeaders` matches it case-insensitively for its append
 * semantics, but a single canonical casing keeps every call site greppable.
 */
const STAINLESS_HELPER_HEADER = 'x-stainless-helper';
/** Telemetry header naming the SDK method (e.g. `stream`) in use. */
const STAINLESS_HELPER_METHOD_HEADER = 'x-stainless-helper-method';
/**
 * The `{ 'x-stainless-helper': value }` header dict, for passing into
 * `buildHeaders` (which comma-appends `x-stainless-helper` across sources)
 * or as `defaultHeaders`/per-request `headers`.
 */
function helperHeader(value) {
    return { [STAINLESS_HELPER_HEADER]: value };
}
/**
 * Symbol used to mark objects created by SDK helpers for tracking.
 * The value is the helper name (e.g., 'mcpTool', 'betaZodTool').
 */
const SDK_HELPER_SYMBOL = Symbol('anthropic.sdk.stainlessHelper');
function wasCreatedByStainlessHelper(value) {
    return typeof value === 'object' && value !== null && SDK_HELPER_SYMBOL in value;
}
/**
 * Collects helper names from tools and messages arrays, including tools that a
 * `tool_addition` block in a message defines by value.
 * Returns a deduplicated array of helper names found.
 */
function collectStainlessHelpers(tools, messages) {
    const helpers = new Set();
    // Collect from tools
    if (tools) {
        for (const tool of tools) {
            if (wasCreatedByStainlessHelper(tool)) {
                helpers.add(tool[SDK_HELPER_SYMBOL]);
            }
        }
    }
    // Collect from messages and their content blocks
    if (messages) {
        for (const message of messages) {
            if (wasCreatedByStainlessHelper(message)) {
                helpers.add(message[SDK_HELPER_SYMBOL]);
            }
            const content = message.content;
            if (Array.isArray(content)) {
                for (const block of content) {
                    if (wasCreatedByStainlessHelper(block)) {
                        helpers.add(block[SDK_HELPER_SYMBOL]);
                    }
                    const definition = block?.tool?.definition;
                    if (wasCreatedByStainlessHelper(definition)) {
                        helpers.add(definition[SDK_HELPER_SYMBOL]);
                    }
                }
            }
        }
    }
    return Array.from(helpers);
}
/**
 * Builds x-stainless-helper header value from tools and messages.
 * Returns an empty object if no helpers are found.
 */
function stainlessHelperHeader(tools, messages) {
    const helpers = collectStainlessHelpers(tools, messages);
    if (helpers.length === 0)
        return {};
    return { [STAINLESS_HELPER_HEADER]: helpers.join(', ') };
}
/**
 * Builds x-stainless-helper header value from a file object.
 * Returns an empty object if the file is not marked with a helper.
 */
function stainlessHelperHeaderFromFile(file) {
    if (wasCreatedByStainlessHelper(file)) {
        return { [STAINLESS_HELPER_HEADER]: file[SDK_HELPER_SYMBOL] };
    }
    return {};
}
//# sourceMappingURL=stainless-helper-header.mjs.map

/***/ }),

/***/ 1231:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ fromBase64)
/* harmony export */ });
/* unused harmony export toBase64 */
/* harmony import */ var _core_error_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25064);


const toBase64 = (data) => {
    if (!data)
        return '';
    if (typeof globalThis.Buffer !== 'undefined') {
        return globalThis.Buffer.from(data).toString('base64');
    }
    if (typeof data === 'string') {
        data = encodeUTF8(data);
    }
    if (typeof btoa !== 'undefined') {
        return btoa(String.fromCharCode.apply(null, data));
    }
    throw new AnthropicError('Cannot generate base64 string; Expected `Buffer` or `btoa` to be defined');
};
const fromBase64 = (str) => {
    if (typeof globalThis.Buffer !== 'undefined') {
        const buf = globalThis.Buffer.from(str, 'base64');
        return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    }
    if (typeof atob !== 'undefined') {
        const bstr = atob(str);
        const buf = new Uint8Array(bstr.length);
        for (let i = 0; i < bstr.length; i++) {
            buf[i] = bstr.charCodeAt(i);
        }
        return buf;
    }
    throw new _core_error_mjs__WEBPACK_IMPORTED_MODULE_0__/* .AnthropicError */ .pJ('Cannot decode base64 string; Expected `Buffer` or `atob` to be defined');
};
//# sourceMappingURL=base64.mjs.map

/***/ }),

/***/ 57618:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ ToolError)
/* harmony export */ });
/**
 * An error that can be thrown from a tool's `run` method to return structured
 * content blocks as the error result, rather than just a string message.
 *
 * When the ToolRunner catches this error, it will use the `content` property
 * as the tool result with `is_error: true`.
 *
 * @example
 * ```ts
 * const tool = {
 *   name: 'my_tool',
 *   run: async (input) => {
 *     if (somethingWentWrong) {
 *       throw new ToolError([
 *         { type: 'text', text: 'Error details here' },
 *         { type: 'image', source: { type: 'base64', data: '...', media_type: 'image/png' } },
 *       ]);
 *     }
 *     return 'success';
 *   },
 * };
 * ```
 */
var ToolError = /* @__PURE__ */ (() => {
    /**
     * An error that can be thrown from a tool's `run` method to return structured
     * content blocks as the error result, rather than just a string message.
     *
     * When the ToolRunner catches this error, it will use the `content` property
     * as the tool result with `is_error: true`.
     *
     * @example
     * ```ts
     * const tool = {
     *   name: 'my_tool',
     *   run: async (input) => {
     *     if (somethingWentWrong) {
     *       throw new ToolError([
     *         { type: 'text', text: 'Error details here' },
     *         { type: 'image', source: { type: 'base64', data: '...', media_type: 'image/png' } },
     *       ]);
     *     }
     *     return 'success';
     *   },
     * };
     * ```
     */
    class ToolError extends Error {
        constructor(content) {
            const message = typeof content === 'string' ? content : (content
                .map((block) => {
                if (block.type === 'text')
                    return block.text;
                return `[${block.type}]`;
            })
                .join(' '));
            super(message);
            this.name = 'ToolError';
            this.content = content;
        }
    }
    return ToolError;
})();
//# sourceMappingURL=ToolError.mjs.map

/***/ })

};

//# sourceMappingURL=9857.index.js.map