export const id = 4094;
export const ids = [4094];
export const modules = {

/***/ 24094:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  httpSessions: () => (/* binding */ httpSessions)
});

// UNUSED EXPORTS: describeHttpFailure

// EXTERNAL MODULE: ./lib/mcp/errors.js
var errors = __webpack_require__(67933);
// EXTERNAL MODULE: ./lib/model/limits.js
var limits = __webpack_require__(22645);
// EXTERNAL MODULE: ./lib/util/bad-port.js
var bad_port = __webpack_require__(83299);
// EXTERNAL MODULE: ./lib/mcp/headers.js
var headers = __webpack_require__(16878);
// EXTERNAL MODULE: ./lib/mcp/oauth.js
var mcp_oauth = __webpack_require__(47399);
// EXTERNAL MODULE: ./lib/secrets/redact.js
var redact = __webpack_require__(40808);
;// CONCATENATED MODULE: ./lib/mcp/response-record.js

/**
 * A fetch for the SDK's transports and OAuth client that remembers the last 4xx/5xx response (the MCP
 * endpoint's, or the authorization server's). The SDK's errors keep only the status and sometimes the
 * body; the `WWW-Authenticate` header (`error="insufficient_scope"`, `scope=…`) and the authorization
 * server's body are what say what is actually wrong.
 */
function recordingFetch(base = fetch) {
    let last;
    let clientAuthentication;
    const recording = async (input, init) => {
        clientAuthentication = clientAuthenticationOf(init) ?? clientAuthentication;
        const response = await base(input, init);
        // A success clears the record: the SDK's discovery meets 404s on the way (well-known URLs it
        // tries in turn) that say nothing about a failure after them.
        if (response.status < 400) {
            last = undefined;
            return response;
        }
        // The body is read here, not from a clone: a clone tees the body, and a tee whose other side is
        // not read stalls once its buffer fills (an error page over about 16 KB held the handshake until
        // connect-timeout-ms). The SDK then gets only the start that was read: it reads an error body
        // whole, which never ends for a body streamed without end.
        const start = await readStart(response);
        last = {
            url: String(input instanceof URL ? input.href : input),
            status: response.status,
            wwwAuthenticate: response.headers.get('www-authenticate') ?? undefined,
            body: new TextDecoder().decode(start),
            clientAuthentication,
        };
        return new Response(start, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
    return { fetch: recording, last: () => last };
}
/**
 * The client authentication of an OAuth token request (a form body with `grant_type`), read off the
 * request itself: the SDK picks the method from the metadata, and says which nowhere else.
 */
function clientAuthenticationOf(init) {
    const body = init?.body;
    if (!(body instanceof URLSearchParams) || !body.has('grant_type'))
        return undefined;
    if (body.has('client_assertion'))
        return 'private_key_jwt';
    if (/^basic\s/i.test(new Headers(init?.headers).get('authorization') ?? ''))
        return 'client_secret_basic';
    if (body.has('client_secret'))
        return 'client_secret_post';
    return undefined;
}
/**
 * Reads at most HTTP_BODY_READ_BYTES of a body, for at most HTTP_BODY_READ_MS, then cancels the
 * rest: a huge or endless error page can exhaust neither memory nor time.
 */
async function readStart(response) {
    const reader = response.body?.getReader();
    if (!reader)
        return new Uint8Array();
    const chunks = [];
    let size = 0;
    let timer;
    const timeUp = new Promise((resolve) => {
        timer = setTimeout(() => resolve('time'), limits/* HTTP_BODY_READ_MS */._s);
    });
    try {
        while (size < limits/* HTTP_BODY_READ_BYTES */.Ti) {
            const read = await Promise.race([reader.read(), timeUp]);
            if (read === 'time' || read.done)
                break;
            chunks.push(read.value);
            size += read.value.byteLength;
        }
    }
    catch {
        // A body that breaks off still says something: keep what arrived.
    }
    finally {
        clearTimeout(timer);
        // Not awaited: a server that stops sending need not be waited for; the rejection is handled.
        reader.cancel().catch(() => undefined);
    }
    return Buffer.concat(chunks).subarray(0, limits/* HTTP_BODY_READ_BYTES */.Ti);
}
/** The parameters of a `WWW-Authenticate: Bearer k="v", …` challenge (names lower-cased). */
function challengeParams(header) {
    const params = {};
    if (!header)
        return params;
    for (const match of header.matchAll(/([A-Za-z_][\w-]*)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]+))/g)) {
        params[match[1].toLowerCase()] = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3];
    }
    return params;
}
/**
 * JSON or form fields whose values are credentials whatever they hold (an authorization server may
 * echo a request, a gateway may echo headers): their values are replaced even when they are not a
 * secret we know.
 */
const CREDENTIAL_FIELD = /("?(?:access_token|refresh_token|id_token|client_secret|client_assertion|assertion|password|authorization)"?\s*[:=]\s*"?)((?:Bearer |Basic )?[^"&\s,}]+)/gi;
/** Replaces the values of credential-named fields in a body. */
function redactCredentialFields(text) {
    return text.replace(CREDENTIAL_FIELD, (_, name) => `${name}***`);
}
//# sourceMappingURL=response-record.js.map
;// CONCATENATED MODULE: ./lib/mcp/session-loss.js
/** The header that carries a Streamable HTTP session id (MCP spec, "Session Management"). */
const SESSION_HEADER = 'mcp-session-id';
/** The header with which a client resumes a stream (GET) after the last event it saw. */
const LAST_EVENT_HEADER = 'last-event-id';
/** What the MCP spec says a server MUST answer for a session id it no longer knows. */
const SESSION_GONE_STATUS = 404;
/**
 * Watches one Streamable HTTP connection for the server dropping its session. The SDK's client
 * transport does nothing on a 404 for its session id: a POST answered 404 rejects that one request
 * with a `StreamableHTTPError` (code 404), and a 404 to a GET (the standalone stream, or the resumption
 * of a call's stream) is only passed to `onerror`, as a plain Error, while the call waits for its
 * timeout. So the watch sits in the transport's `fetch`, where every response is seen with its request.
 */
class SessionWatch {
    baseFetch;
    /** The method of the first request that carried the session id and was answered 404. */
    lost;
    /** A GET with the session id was answered 2xx: the server serves streams on GET. */
    streamWorked = false;
    /** Called once, when a request that carried the session id is first answered 404, with its method. */
    onLost;
    constructor(baseFetch = fetch) {
        this.baseFetch = baseFetch;
    }
    /** A `fetch` for the transport's `fetch` option. */
    fetch = async (input, init) => {
        const response = await this.baseFetch(input, init);
        const headers = new Headers(init?.headers);
        const sessionId = headers.get(SESSION_HEADER);
        const method = (init?.method ?? 'GET').toUpperCase();
        if (!sessionId || this.lost)
            return response;
        if (method === 'GET' && response.ok)
            this.streamWorked = true;
        // A GET answered 404 means a lost session only if the server has shown that it serves GET here:
        // by resuming a stream (Last-Event-ID), or by an earlier GET that worked. A server that answers
        // 404 to every GET (where the spec says 405) must not look like one that dropped every session.
        const getMeansLoss = headers.has(LAST_EVENT_HEADER) || this.streamWorked;
        if (response.status === SESSION_GONE_STATUS && (method !== 'GET' || getMeansLoss)) {
            this.lost = method;
            this.onLost?.(method);
        }
        return response;
    };
    /** See `McpSession.loss`. */
    loss(error) {
        if (!this.lost)
            return undefined;
        // The session id itself is not shown: some servers treat it as a credential, and reports are public.
        const reason = `the server answered HTTP ${SESSION_GONE_STATUS} to a ${this.lost} with the session's id (Mcp-Session-Id): the session expired or the server restarted`;
        // The SDK rejects a request whose own POST was answered 404 with that HTTP status (SdkHttpError's
        // `status`); any other failure came after the request was sent (a closed stream, a timeout).
        const refused = error?.status === SESSION_GONE_STATUS;
        return { reason, refused };
    }
}
//# sourceMappingURL=session-loss.js.map
// EXTERNAL MODULE: ./lib/mcp/session.js
var session = __webpack_require__(96960);
;// CONCATENATED MODULE: ./lib/mcp/http.js









const OAUTH_SCOPE_VARIABLE = mcp_oauth/* OAUTH_VARIABLES */.y7.scope;
/** An HTTP status carried by the SDK's SdkHttpError (`status`) or SseError (`code`), if any. */
function httpStatusOf(error) {
    // The SDK's step-up gave up: the server's 403 insufficient_scope, as a typed error with no status.
    if ((0,errors/* isInsufficientScope */.Op)(error))
        return 403;
    const { status, code } = (error ?? {});
    for (const value of [status, code])
        if (typeof value === 'number' && value >= 100 && value < 600)
            return value;
    return undefined;
}
/**
 * Sessions to a live server: Streamable HTTP first; when that POST of `initialize` is answered with a
 * 4xx other than 401/403 (what the SDK documents for servers that only speak the older HTTP+SSE
 * transport, typically 404 or 405), the older transport is tried on the same URL. The transports are
 * loaded only in live mode.
 */
function httpSessions(target, connectTimeoutMs, secrets = [], protocol = 'auto') {
    const headers = { ...target.headers };
    if (target.bearerToken)
        headers.Authorization = `Bearer ${target.bearerToken}`;
    const url = new URL(target.url);
    let legacy = false;
    // One provider for the run, so the token it gets is reused by every session until it expires.
    let provider;
    // Every token it obtains joins the run's secrets (scrubbed from every message and report, as the
    // configured ones are), and this target's, for the bodies quoted in messages.
    const obtained = [];
    const onToken = (token) => {
        for (const list of [secrets, obtained])
            if (!list.includes(token))
                list.push(token);
    };
    const described = { ...target, obtainedTokens: obtained };
    const authProvider = () => (target.oauth ? (provider ??= (0,mcp_oauth/* createAuthProvider */.uv)(target.oauth, onToken)) : undefined);
    const open = async (transport, last, plan, watch) => {
        const explain = (error) => describeHttpFailure(error, described, last());
        try {
            const client = await (0,session/* connectClient */.mh)(transport, connectTimeoutMs, plan ?? { protocol });
            if (watch) {
                watch.onLost = (method) => {
                    // A session the server dropped cannot answer again: closing the client fails the calls still
                    // waiting on it now (the SDK would leave them to their timeout). A POST answered 404 is left
                    // alone: it rejects its own request, which must surface as refused (safe to send again).
                    if (method !== 'POST')
                        void client.close().catch(() => undefined);
                };
            }
            const close = async () => {
                // Ends the server-side session (HTTP DELETE) so a live server does not keep one per scenario; a
                // server that does not support it answers 405, which is fine.
                const terminate = transport.terminateSession;
                if (terminate)
                    await terminate.call(transport).catch(() => undefined);
                await client.close();
            };
            return { client, stderr: () => '', explain, close, loss: watch && ((error) => watch.loss(error)) };
        }
        catch (error) {
            await transport.close().catch(() => undefined);
            throw error;
        }
    };
    const openLegacy = async (plan) => {
        const { SSEClientTransport } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 60855));
        const recorder = recordingFetch();
        try {
            return await open(new SSEClientTransport(url, {
                requestInit: { headers },
                fetch: recorder.fetch,
                authProvider: await authProvider(),
            }), recorder.last, plan);
        }
        catch (error) {
            throw new session/* ServerStartError */.K4(describeHttpFailure(error, described, recorder.last(), 'connect'), '', cannotStart(error, described));
        }
    };
    const openSession = async (plan) => {
        if (legacy)
            return openLegacy(plan);
        const { StreamableHTTPClientTransport } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 60855));
        const recorder = recordingFetch();
        try {
            // The session watch sees every response first; the recorder keeps the last failed one.
            const watch = new SessionWatch(recorder.fetch);
            const auth = await authProvider();
            return await open(new StreamableHTTPClientTransport(url, {
                requestInit: { headers },
                fetch: auth ? stepUpFetch(watch.fetch, auth) : watch.fetch,
                authProvider: auth,
            }), recorder.last, plan, watch);
        }
        catch (error) {
            const status = httpStatusOf(error);
            if (status === undefined || status < 400 || status >= 500 || status === 401 || status === 403) {
                throw new session/* ServerStartError */.K4(describeHttpFailure(error, described, recorder.last(), 'connect'), '', cannotStart(error, described), error);
            }
            try {
                const session = await openLegacy(plan);
                legacy = true;
                return session;
            }
            catch (legacyError) {
                throw new session/* ServerStartError */.K4(`${describeHttpFailure(error, described, recorder.last(), 'connect')}; the older HTTP+SSE transport was tried too and failed: ${(0,session/* messageOf */.bD)(legacyError)}`, '');
            }
        }
    };
    // With OAuth, sessions opened at once would each meet a 401 and each get a token of their own: the
    // first session to open gets the run's token, and the others wait for it (then start, token in hand).
    let first;
    return {
        async open(plan) {
            if (!target.oauth)
                return openSession(plan);
            if (!first) {
                const opening = openSession(plan);
                first = opening.catch(() => undefined);
                return opening;
            }
            await first;
            return openSession(plan);
        },
    };
}
/** Codes Node's fetch (undici) and its TLS layer put on `error.cause`. */
const TLS_CODE = /^(ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_OSSL_)/;
/** Connection failures that no retry within the run would change: the next scenario would hit them too. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME']);
/**
 * Whether the live server cannot be reached at all (nothing listening, no such host, a TLS handshake
 * that fails, the token refused, the OAuth client refused): the run stops at the first such failure
 * instead of repeating it.
 */
function cannotStart(error, target) {
    if ((0,bad_port/* isBadPort */.d)(error))
        return true;
    // Only the SDK's OAuth errors, not every codeless one (a handshake timeout may pass).
    if (fromOAuthFlow(error, target, 'call'))
        return true;
    const status = httpStatusOf(error);
    if (status === 401 || status === 403)
        return true;
    if (status !== undefined)
        return false;
    const cause = causeOf(error);
    const code = cause?.code ?? '';
    return UNREACHABLE_CODES.has(code) || TLS_CODE.test(code) || /\b(SSL|TLS)\b|certificate/i.test(cause?.message ?? '');
}
function causeOf(error) {
    for (let current = error, depth = 0; current && depth < 5; depth++) {
        const code = current.code;
        // The SDK's own errors carry string codes too (SEND_FAILED…): the network's code is in a cause below.
        if (typeof code === 'string' && !(0,errors/* isSdkError */.hl)(current))
            return { code, message: (0,session/* messageOf */.bD)(current) };
        current = current.cause;
    }
    return undefined;
}
/**
 * Whether an error came out of the SDK's OAuth flow (discovery, token request): an OAuth error
 * (`errorCode`), the SDK's UnauthorizedError, or, while connecting, any error with no HTTP, JSON-RPC
 * or network code of its own (the flow runs inside the first request). A plain error during a call
 * is not blamed on OAuth.
 */
function fromOAuthFlow(error, target, phase) {
    if (!target.oauth)
        return false;
    const { code } = (error ?? {});
    if ((0,errors/* isOAuthError */.Q6)(error) || /^(Unauthorized|Failed to authorize)/.test((0,session/* messageOf */.bD)(error)))
        return true;
    return phase === 'connect' && code === undefined && !causeOf(error);
}
/**
 * Says what went wrong talking to a live server, one clear message per kind of failure, naming the
 * credential used and the variable it came from, never its value. `response` is the last failed HTTP
 * response the session saw (MCP endpoint or authorization server), when there was one; `phase` says
 * whether the session was being opened or a call was made.
 */
function describeHttpFailure(error, target, response, phase = 'call') {
    const url = (0,headers/* safeUrl */.Pl)(target.url);
    const host = safeHost(url);
    const status = httpStatusOf(error);
    const oauthFlow = status === undefined && fromOAuthFlow(error, target, phase);
    // The recorded response explains this error when it is the same status, or when the error came out
    // of the SDK's OAuth flow.
    const recorded = response && (oauthFlow || (status !== undefined && response.status === status)) ? response : undefined;
    if (recorded && !sameEndpoint(recorded.url, target.url))
        return describeOAuthFailure(recorded, target);
    const failedStatus = recorded?.status ?? status;
    const body = bodyQuote(recorded ? recorded.body : bodyInMessage(error), target);
    if (failedStatus === 401 || failedStatus === 403) {
        const quoted = quote(recorded ? recorded.body : bodyInMessage(error), target);
        return describeRefusal(failedStatus, recorded, quoted ? `; body ${quoted}` : '', target);
    }
    if (oauthFlow && target.oauth) {
        return `OAuth (${(0,mcp_oauth/* oauthMethodOf */.uY)(target.oauth, response?.clientAuthentication)}) with the client credentials from ${target.oauth.source} failed for ${url}: ${(0,session/* messageOf */.bD)(error)}`;
    }
    if (status !== undefined && status >= 500) {
        return `${url} answered HTTP ${status}: the server failed on its side${body}; check its logs or try again later`;
    }
    if (status !== undefined)
        return `${url} answered HTTP ${status}${body}`;
    if ((0,bad_port/* isBadPort */.d)(error)) {
        return `could not connect to ${url}: fetch refuses to connect to port ${new URL(url).port} (one of the ports the Fetch standard blocks); serve the MCP server on another port`;
    }
    const cause = causeOf(error);
    const causeCode = cause?.code ?? '';
    if (causeCode === 'ECONNREFUSED') {
        return `could not connect to ${url}: connection refused (nothing is listening on ${host}); check remote-url and that the server is running`;
    }
    if (causeCode === 'ENOTFOUND' || causeCode === 'EAI_AGAIN' || causeCode === 'EAI_NONAME') {
        return `could not connect to ${url}: the host name "${new URL(url).hostname}" could not be resolved (DNS, ${causeCode}); check remote-url`;
    }
    if (TLS_CODE.test(causeCode) || /\b(SSL|TLS)\b|certificate/i.test(cause?.message ?? '')) {
        return `could not connect to ${url}: the TLS (https) handshake with ${host} failed (${causeCode || cause?.message}); check that the URL's scheme is right (https vs http) and that the server's certificate is valid`;
    }
    if (causeCode === 'ECONNRESET' || causeCode === 'UND_ERR_SOCKET') {
        return `could not connect to ${url}: ${host} closed the connection (${causeCode}); check remote-url and that the server speaks HTTP there`;
    }
    if (causeCode === 'ETIMEDOUT' || causeCode === 'UND_ERR_CONNECT_TIMEOUT') {
        return `could not connect to ${url}: connecting to ${host} timed out (${causeCode})`;
    }
    if ((0,errors/* isRequestTimeout */.B2)(error)) {
        return `${url} did not answer within the time limit`;
    }
    const violation = (0,errors/* protocolViolationOf */.rh)(error);
    if (violation)
        return violation;
    return `could not talk to ${url}: ${cause && cause.message !== (0,session/* messageOf */.bD)(error) ? `${(0,session/* messageOf */.bD)(error)} (${cause.message})` : (0,session/* messageOf */.bD)(error)}`;
}
function safeHost(url) {
    try {
        return new URL(url).host;
    }
    catch {
        return url;
    }
}
/** The response body the SDK put in its error message, if it did. */
function bodyInMessage(error) {
    const match = /^(?:Streamable HTTP error|SSE error): (?:Error POSTing to endpoint: )?(.*)$/s.exec((0,session/* messageOf */.bD)(error));
    return match?.[1] ?? '';
}
/** A response body as shown in a message: credentials redacted, then cut, then quoted (escaped); '' for none. */
function quote(text, target) {
    const secrets = [
        target.bearerToken ?? '',
        ...(target.oauth ? (0,mcp_oauth/* oauthSecretValues */.oI)(target.oauth) : []),
        ...(target.obtainedTokens ?? []),
        // The run scrubs these too, but only after the cut, which could leave the start of one showing.
        ...(0,headers/* secretHeaderValues */.o4)(target.headers),
        ...(0,headers/* urlSecretValues */.uq)(target.url),
    ];
    const body = redactCredentialFields((0,redact/* redactText */.Rd)(text, secrets)).trim();
    if (!body || body === 'null')
        return '';
    return JSON.stringify(body.length > limits/* HTTP_BODY_QUOTE_CHARS */.bU ? `${body.slice(0, limits/* HTTP_BODY_QUOTE_CHARS */.bU)}…` : body);
}
/** The body as a `: "…"` tail of a message, or ''. */
function bodyQuote(text, target) {
    const quoted = quote(text, target);
    return quoted ? `: ${quoted}` : '';
}
/** Whether a response came from the MCP endpoint itself (not the authorization server or metadata). */
function sameEndpoint(responseUrl, targetUrl) {
    try {
        const a = new URL(responseUrl);
        const b = new URL(targetUrl);
        return a.origin === b.origin && a.pathname === b.pathname;
    }
    catch {
        return false;
    }
}
/** Which credential was sent, and where it came from, as messages say it. */
function credentialOf(target, recorded) {
    if (target.oauth) {
        return `the access token obtained with the client credentials from ${target.oauth.source} (${(0,mcp_oauth/* oauthMethodOf */.uY)(target.oauth, recorded?.clientAuthentication)})`;
    }
    return `the bearer token from ${target.bearerTokenSource ?? 'MCP_EVAL_BEARER_TOKEN'}`;
}
/** A 401 or 403 from the MCP endpoint. */
function describeRefusal(status, recorded, body, target) {
    const url = (0,headers/* safeUrl */.Pl)(target.url);
    const challenge = challengeParams(recorded?.wwwAuthenticate);
    if (challenge.error === 'insufficient_scope') {
        const scopes = challenge.scope
            ? `the scope${challenge.scope.trim().includes(' ') ? 's' : ''} "${challenge.scope.trim()}"`
            : 'a scope the server did not name';
        const them = challenge.scope ? 'them' : 'it';
        // When oauth-scope already asks for every scope named, the authorization server did not grant them.
        const asked = new Set((target.oauth?.scope ?? '').split(/\s+/).filter(Boolean));
        const named = (challenge.scope ?? '').split(/\s+/).filter(Boolean);
        const alreadyAsked = named.length > 0 && named.every((scope) => asked.has(scope));
        const fix = !target.oauth
            ? `issue a token that has ${them}`
            : alreadyAsked
                ? `oauth-scope already asks for ${them}, so the authorization server did not grant ${them}: grant the client ${them} there`
                : `grant the client ${them} at the authorization server, or ask for ${them} with oauth-scope (${OAUTH_SCOPE_VARIABLE})`;
        return `${url} says ${credentialOf(target, recorded)} lacks ${scopes}, which it requires (HTTP 403 insufficient_scope${describe(challenge)}${body}); ${fix}`;
    }
    if (target.oauth) {
        return `${url} refused ${credentialOf(target, recorded)} (HTTP ${status}${describe(challenge)}${body}); check that the authorization server issues tokens for this server (the resource) with the access it needs`;
    }
    if (target.bearerToken) {
        return `${url} refused ${credentialOf(target, recorded)} (HTTP ${status}${describe(challenge)}${body}): check that the secret holds a valid token for this server`;
    }
    const usesOAuth = challenge.resource_metadata
        ? ' (it uses OAuth: set oauth-client-id with oauth-client-secret or oauth-private-key)'
        : '';
    return `${url} requires authorization (HTTP ${status}${body}) and no bearer token or client credentials were given${usesOAuth}: set the bearer-token input or MCP_EVAL_BEARER_TOKEN, or OAuth client credentials`;
}
/** The challenge's `error_description`, when the server gave one. */
function describe(challenge) {
    return challenge.error_description ? `; ${JSON.stringify(challenge.error_description)}` : '';
}
/** A failed response from the authorization server or a metadata URL, during the SDK's OAuth flow. */
function describeOAuthFailure(recorded, target) {
    const oauth = target.oauth;
    let oauthError = {};
    try {
        oauthError = JSON.parse(recorded.body);
    }
    catch {
        // Not an OAuth error body (RFC 6749 §5.2): the body is quoted as it is.
    }
    const errorCode = typeof oauthError.error === 'string' ? oauthError.error : '';
    const hint = errorCode === 'invalid_client' || recorded.status === 401
        ? `check the client id and ${oauth.privateKey ? 'private key' : 'secret'} and that the authorization server knows this client`
        : errorCode === 'invalid_scope'
            ? oauth.scope
                ? `the scopes asked for (oauth-scope "${oauth.scope}") are not granted to this client`
                : `no scope was asked for (oauth-scope is empty) and the authorization server grants this client none by default: set oauth-scope (${OAUTH_SCOPE_VARIABLE})`
            : recorded.status === 404
                ? 'check that the server publishes OAuth metadata (protected-resource and authorization-server metadata)'
                : "see the authorization server's answer above";
    return `OAuth (${(0,mcp_oauth/* oauthMethodOf */.uY)(oauth, recorded.clientAuthentication)}) with the client credentials from ${oauth.source} failed: ${(0,headers/* safeUrl */.Pl)(recorded.url)} answered HTTP ${recorded.status}${errorCode ? ` ${errorCode}` : ''}${bodyQuote(recorded.body, target)}; ${hint}`;
}
/**
 * Tells the OAuth provider which scopes a 403 insufficient_scope named, before the SDK asks for a
 * new token (once per challenge) and retries the request: the new token is then asked for with
 * oauth-scope and those scopes together.
 */
function stepUpFetch(base, provider) {
    return async (input, init) => {
        const response = await base(input, init);
        if (response.status === 403) {
            const challenge = challengeParams(response.headers.get('www-authenticate') ?? undefined);
            if (challenge.error === 'insufficient_scope' && challenge.scope)
                provider.stepUpScopes(challenge.scope);
        }
        return response;
    };
}
//# sourceMappingURL=http.js.map

/***/ }),

/***/ 83299:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ isBadPort)
/* harmony export */ });
/**
 * Whether fetch refused the port itself (6000, 5060, 9, …: the Fetch standard's blocked ports),
 * which it says only as a cause "bad port", with no code.
 */
function isBadPort(error) {
    for (let current = error, depth = 0; current && depth < 5; depth++) {
        if (current instanceof Error && current.message === 'bad port')
            return true;
        current = current.cause;
    }
    return false;
}
//# sourceMappingURL=bad-port.js.map

/***/ })

};

//# sourceMappingURL=4094.index.js.map