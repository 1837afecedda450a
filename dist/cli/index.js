#!/usr/bin/env node
import { createRequire as __sourceMapRequire } from 'node:module';__sourceMapRequire(import.meta.url)('./sourcemap-register.cjs');import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 85675:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http2");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 73339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 80481:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 37830:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/web");

/***/ }),

/***/ 58500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 83480:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("querystring");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 94261:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 28167:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("worker_threads");

/***/ }),

/***/ 47728:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  hj: () => (/* binding */ EXIT_FAILED),
  Ij: () => (/* binding */ EXIT_OK),
  Ri: () => (/* binding */ EXIT_USAGE),
  ue: () => (/* binding */ guardedConsole),
  Ms: () => (/* binding */ reportCrash),
  n5: () => (/* binding */ usageHint)
});

// EXTERNAL MODULE: ./lib/report/text/escape.js
var text_escape = __nccwpck_require__(81961);
;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
;// CONCATENATED MODULE: ./lib/report/text/guard-stream.js

/**
 * Puts `guard` on the stream's own `write`, so that whatever in this process writes to it (an
 * in-process server's `console.log`, in whatever chunks, strings or bytes) passes through it.
 * Returns the function that puts the stream's own `write` back.
 */
function guardStreamWrite(stream, guard, 
/** Applied to each write before the guard (the action redacts secrets with it; per write, so a secret split over two writes is not found). */
redact = (text) => text) {
    const own = Object.hasOwn(stream, 'write') ? stream.write : undefined;
    const write = stream.write.bind(stream);
    // Bytes written in pieces may split a character: decoded across writes.
    const decoder = new external_node_string_decoder_namespaceObject.StringDecoder('utf8');
    stream.write = (chunk, ...rest) => {
        const callback = rest.find((arg) => typeof arg === 'function');
        const encoding = typeof rest[0] === 'string' ? rest[0] : undefined;
        const text = typeof chunk === 'string'
            ? encoding && !/^utf-?8$/i.test(encoding)
                ? Buffer.from(chunk, encoding).toString('utf8')
                : chunk
            : decoder.write(Buffer.from(chunk));
        return write(guard.guard(redact(text)), callback);
    };
    return () => {
        if (own)
            stream.write = own;
        else
            delete stream.write;
    };
}
//# sourceMappingURL=guard-stream.js.map
// EXTERNAL MODULE: ./lib/report/style.js
var style = __nccwpck_require__(11983);
;// CONCATENATED MODULE: ./lib/cli/console.js



/** Exit codes, as SPEC says. */
const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;
/** The line after a usage error: where the usage is, instead of the usage itself. */
function usageHint(command) {
    return `Run mcp-scenario-eval ${command ? `${command} ` : ''}--help for usage.`;
}
/**
 * The Console every subcommand gets, over the process's streams. The CLI runs inside other CI
 * systems and GitHub workflow steps, where every line of its output is read for workflow
 * commands: each stream gets its own `CommandGuard`, so no text written by any subcommand can
 * start one, and no control character reaches the stream but our own styling, only on a TTY
 * (colour also never with NO_COLOR). Renderers still escape untrusted text themselves, so it reads
 * well; this guard is what holds when one forgets.
 *
 * The guard is put on the stream's own `write`, not only on this Console: a `--server-module`
 * server runs in this process, and what it logs (`console.log`, `console.error`, often text it got
 * from elsewhere) is server output too. It goes through the same guard, in line with ours.
 */
function guardedConsole(stdout, stderr, env) {
    const guardFor = (stream) => {
        const tty = Boolean(stream.isTTY);
        const guard = new text_escape/* CommandGuard */.LI({ color: (0,style/* colorFor */.d)(tty, env), redraw: tty });
        guardStreamWrite(stream, guard);
        return (text) => {
            stream.write(text);
        };
    };
    return { out: guardFor(stdout), err: guardFor(stderr), isTTY: Boolean(stdout.isTTY) };
}
/**
 * A crash (an error no part of the CLI expected) reported through the Console, not left to Node,
 * which would print the message raw to stderr: an error message can quote a server or a file.
 * Returns the exit code.
 */
function reportCrash(io, error) {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    io.err(`mcp-scenario-eval crashed: ${(0,text_escape/* escapeTerminal */.en)(detail)}\n`);
    return EXIT_FAILED;
}
//# sourceMappingURL=console.js.map

/***/ }),

/***/ 10518:
/***/ ((__webpack_module__, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(__webpack_module__, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _util_compile_cache_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(78269);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(13411);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(47728);



(0,_util_compile_cache_js__WEBPACK_IMPORTED_MODULE_0__/* .enableCompileCache */ .L)();
// A reader that stops early (`record … | head`) closes the pipe: the rest of the output has nowhere
// to go, which is no crash, and the exit code still says how the run went. Other errors stay fatal.
for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error) => {
        if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED')
            throw error;
    });
}
/**
 * `--version` or `--help` alone is answered here, exactly as main() would answer it, without loading
 * the engine (a separate chunk of the bundle): start-up is most of what these cost. The help is made
 * from the table of settings, so only `--help` loads it.
 */
async function start(argv, io) {
    if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
        io.out(`${_version_js__WEBPACK_IMPORTED_MODULE_2__/* .PACKAGE_VERSION */ .i}\n`);
        return _console_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij;
    }
    if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h')) {
        io.out((await __nccwpck_require__.e(/* import() */ 4761).then(__nccwpck_require__.bind(__nccwpck_require__, 84761))).USAGE);
        return _console_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij;
    }
    const { main } = await Promise.all(/* import() */[__nccwpck_require__.e(4761), __nccwpck_require__.e(371)]).then(__nccwpck_require__.bind(__nccwpck_require__, 80371));
    return main(argv, process.env, io);
}
const io = (0,_console_js__WEBPACK_IMPORTED_MODULE_1__/* .guardedConsole */ .ue)(process.stdout, process.stderr, process.env);
process.exitCode = await start(process.argv.slice(2), io).catch((error) => (0,_console_js__WEBPACK_IMPORTED_MODULE_1__/* .reportCrash */ .Ms)(io, error));
//# sourceMappingURL=index.js.map
__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 11983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ colorFor),
/* harmony export */   n: () => (/* binding */ paint)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(57975);
/**
 * Colour for the terminal reports, on `node:util`'s styleText (Node >= 20.12). Whether to colour
 * is the caller's decision (`colorFor`): styleText is told not to look at a stream or the
 * environment itself, so a report rendered for a file or a test is the same on any machine.
 */

/** `text` in `format` when the style colours, else `text` as it is. */
function paint(style, format, text) {
    return style.color ? (0,node_util__WEBPACK_IMPORTED_MODULE_0__.styleText)(format, text, { validateStream: false }) : text;
}
/**
 * Whether output to this stream is coloured: only on a TTY, and never with a non-empty NO_COLOR
 * (https://no-color.org). FORCE_COLOR is not read: a report piped to a file has no colour.
 */
function colorFor(isTTY, env) {
    return isTTY && !env.NO_COLOR;
}
//# sourceMappingURL=style.js.map

/***/ }),

/***/ 81961:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CN: () => (/* binding */ unsafePropertyReason),
/* harmony export */   L$: () => (/* binding */ escapeName),
/* harmony export */   LI: () => (/* binding */ CommandGuard),
/* harmony export */   R0: () => (/* binding */ escapeXmlAttribute),
/* harmony export */   RQ: () => (/* binding */ escapeLines),
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   X: () => (/* binding */ escapeXml),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   bf: () => (/* binding */ breakLegacyCommands),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   kq: () => (/* binding */ escapeCell),
/* harmony export */   xx: () => (/* binding */ visibleControls)
/* harmony export */ });
/* unused harmony exports visibleSpoofing, breakWorkflowCommands, visibleControlsExcept */
/* eslint-disable no-control-regex -- finding control characters is what this module is for */
// Hand-written, not strip-ansi or escape-html: one module for every place a report puts untrusted text, showing control characters as symbols (not dropping them) and defusing workflow commands.
/**
 * Escaping of untrusted text (server output, stderr, judge replies, check messages that quote
 * them) for each place a report puts it. Each function makes its input inert in that context:
 * whatever the text holds, nothing outside the escaped span changes.
 */
/** For HTML text and attribute values (`<pre>` blocks, `<summary>`): no tag, no entity, no quote can start. */
function escapeHtml(text) {
    return visibleControls(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
/**
 * For inline Markdown prose: HTML-escaped, every character that could start Markdown formatting
 * (emphasis, code, links, images, tables, headings, strikethrough) backslash-escaped, one line.
 * Never put the result at the start of a line: it is meant to follow a label.
 */
function escapeInline(text) {
    // Markdown first: HTML-escaping first would put `#` (of `&#39;`) where the Markdown escape breaks it.
    return escapeHtml(text.replace(/([\\`*_[\]#|~])/g, '\\$1')).replace(/\r\n?|\n/g, ' ');
}
/**
 * A message in a list item with its line breaks kept (`<br>`) and each line's leading spaces too:
 * a replay's diff (`- old` / `+ new`) reads as a diff, not one run-on line.
 */
function escapeLines(text) {
    return text
        .split(/\r\n?|\n/)
        .map((line) => {
        const spaces = line.length - line.trimStart().length;
        return '&nbsp;'.repeat(spaces) + escapeInline(line.slice(spaces));
    })
        .join('<br>');
}
/** For a Markdown table cell: as inline prose, line breaks kept as `<br>`. */
function escapeCell(text) {
    return text
        .split(/\r\n?|\n/)
        .map((line) => escapeInline(line))
        .join('<br>');
}
/**
 * For XML 1.0 text and attributes: escaped, characters XML cannot hold at all replaced by U+FFFD,
 * and the characters that reorder or break the displayed text shown as `\u202E`-style escapes.
 */
function escapeXml(text) {
    return (visibleSpoofing(text)
        // Control characters other than tab, LF and CR, lone surrogates, U+FFFE and U+FFFF are not XML.
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;'));
}
/** For an XML attribute: escaped, with line breaks and tabs kept as character references. */
function escapeXmlAttribute(text) {
    return escapeXml(text).replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}
/**
 * For a terminal or a log: control characters (an escape sequence could recolour, move the cursor
 * or retitle the window) shown as visible symbols, tab and line feed kept; and the two ways a line
 * of a GitHub Actions log becomes a workflow command broken with a zero-width space: `::` at the
 * start of a line (after any indent) and the legacy `##[`, which the runner finds anywhere in a line.
 */
function escapeTerminal(text) {
    // Any white space counts before `::`, not only spaces and tabs: the runner trims all of it.
    return breakWorkflowCommands(visibleControls(text));
}
/** The legacy `##[command]` form, which the runner finds anywhere in a line, broken with a zero-width space. */
function breakLegacyCommands(text) {
    return text.replace(/##\[/g, '##\u200B[');
}
/**
 * Characters that change how the text around them is displayed without showing themselves: the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: a file name can
 * display reversed, `txt.exe` as `exe.txt`), the directional marks (U+200E, U+200F, U+061C), and
 * the line and paragraph separators (U+2028, U+2029), which some viewers break lines at.
 */
const DISPLAY_SPOOFING = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u2028\u2029]/g;
/**
 * Characters that show nothing at all, so two texts that differ only by them look the same (a tool
 * description with an instruction smuggled in reads as unchanged in a snapshot diff): every format
 * character (Unicode category Cf: the zero-width space, non-joiner and joiner U+200B–U+200D, the word
 * joiner and invisible operators U+2060–U+2064, U+FEFF, the soft hyphen, the Unicode tag characters
 * U+E0001 and U+E0020–U+E007F, which spell ASCII a model reads), the rest of the tag block
 * (U+E0000–U+E007F), the combining grapheme joiner (U+034F), the Hangul fillers, which display as
 * blank, and variation selectors in a run (one after a character picks its look; a run carries data).
 * Not the format characters that display a mark (the Arabic number signs U+0600–U+0605, U+06DD and
 * their kin), and not a zero-width joiner inside an emoji (👩‍💻), where it is what joins the picture.
 */
const INVISIBLE = new RegExp(
// eslint-disable-next-line no-misleading-character-class -- each invisible code point is matched on its own: that is the point
[
    // A joiner between two pictographs (after an optional variation selector or skin tone) joins an emoji.
    String.raw `\u200D(?!\p{Extended_Pictographic})`,
    String.raw `(?<!\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D`,
    // The zero-width space that breaks a workflow command (`:\u200B:`, `##\u200B[`) is ours, and
    // escaping text twice keeps it: it hides nothing, and it is what keeps the command broken.
    String.raw `(?!(?<=##)\u200B\[|(?<=:)\u200B:)\u200B`,
    String.raw `(?![\u200B\u200D\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}])[\p{Cf}\u{E0000}-\u{E007F}\u034F\u115F\u1160\u3164\uFFA0]`,
    String.raw `(?:[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]){2,}`,
].join('|'), 'gu');
/** `\u200B` for a character of the Basic Multilingual Plane, `\u{E0049}` beyond it (as JavaScript writes them). */
function escapedCodePoints(text) {
    return [...text]
        .map((char) => {
        const hex = char.codePointAt(0).toString(16).toUpperCase();
        return hex.length <= 4 ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`;
    })
        .join('');
}
/**
 * The display-spoofing characters (see DISPLAY_SPOOFING) and the invisible ones (see INVISIBLE) as
 * visible `\u202E`-style escapes (`\u{E0049}` beyond U+FFFF): what a reader sees differs where the
 * text does.
 */
function visibleSpoofing(text) {
    return text.replace(DISPLAY_SPOOFING, escapedCodePoints).replace(INVISIBLE, escapedCodePoints);
}
/**
 * Control characters other than tab and line feed (CR LF becomes LF) as their visible symbols (␛,
 * ␇, ␍, …), and the characters that reorder or break the displayed text, or show nothing, as
 * `\u202E`-style escapes (see visibleSpoofing).
 */
function visibleControls(text) {
    const controls = text.replace(/\r\n/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F\u0080-\u009F]/g, (char) => {
        const code = char.charCodeAt(0);
        return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '\u2421' : '\uFFFD';
    });
    return visibleSpoofing(controls);
}
/**
 * For a name or a path shown inside a line of our own (scenario names, file paths, globs, the
 * judge model): one line whatever it holds. Line feed, carriage return and tab are shown as `\n`,
 * `\r` and `\t`, so a newline in a file name reads as one; other control characters as their
 * visible symbols; the legacy `##[` broken. Backslashes are kept as they are: the text stays
 * readable, and nothing it could spell is a control character any more.
 */
function escapeName(text) {
    return breakLegacyCommands(visibleControls(text.replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/\t/g, '\\t')));
}
/**
 * Characters the runner skips before looking for `::` (.NET `TrimStart` trims every Unicode white
 * space, U+0085 and the information separators U+001C–U+001F included); a superset is safe.
 */
const LEADING_SPACE = String.raw `[\s\u0085\u001C-\u001F]`;
/** A CSI escape sequence (colour, clearing the line): skipped too, so colour cannot hide a command. */
const CSI_SEQUENCE = String.raw `\u001B\[[0-9;?]*[ -/]*[@-~]`;
/**
 * `::` where the runner would take it as the start of a workflow command: at the start of a line
 * (the runner splits lines at LF, CR and CR LF) after any white space and escape sequences.
 */
const COMMAND_START = new RegExp(`(?<=^|[\\r\\n])(?:${LEADING_SPACE}|${CSI_SEQUENCE})*:(?=:)`, 'g');
/**
 * Breaks everything in `text` that a GitHub Actions runner would obey as a workflow command, by
 * inserting a zero-width space (which .NET does not trim): `::` at a line start becomes `:\u200B:`
 * and `##[` anywhere becomes `##\u200B[`. Nothing else changes; our own output never holds either.
 */
function breakWorkflowCommands(text) {
    return breakLegacyCommands(text.replace(COMMAND_START, '$&\u200B'));
}
/**
 * What a terminal stream may carry unescaped: our own styling writes only SGR colour (`ESC[…m`),
 * clearing the line (`ESC[2K`) and a carriage return before it. CR LF is matched whole (it becomes LF).
 */
const ALLOWABLE_SEQUENCES = /\u001B\[[0-9;]*m|\u001B\[2K|\r\n?/g;
/**
 * `text` as `visibleControls` shows it, except the escape sequences and carriage returns that
 * `allow` permits, which pass unchanged. CR LF becomes LF.
 */
function visibleControlsExcept(text, allow) {
    let shown = '';
    let from = 0;
    for (const match of text.matchAll(ALLOWABLE_SEQUENCES)) {
        const sequence = match[0];
        const allowed = sequence.endsWith('m')
            ? allow.color
            : sequence === '\r' || sequence.endsWith('K')
                ? allow.redraw
                : false;
        if (!allowed)
            continue;
        shown += visibleControls(text.slice(from, match.index)) + sequence;
        from = match.index + sequence.length;
    }
    return shown + visibleControls(text.slice(from));
}
/** How much of an all-blank current line a guard remembers; more blanks change nothing. */
const GUARD_BLANK_CARRY_CHARS = 256;
/** A line's start so far, when a `::` written next would still stand at the start of the line. */
const BLANK_LINE_SO_FAR = new RegExp(`^(?:${LEADING_SPACE}|${CSI_SEQUENCE})*:?$`);
/**
 * The last guard between the CLI and a stream: whatever any part of the CLI writes, in whatever
 * chunks, nothing that reaches the stream can start a workflow command, and no control character
 * passes but those `allow` permits. Renderers escape untrusted text themselves (so it reads well);
 * this catches what one forgets, and our own output passes unchanged.
 *
 * It remembers the end of the line written so far, so `::` split over two writes is caught too.
 */
class CommandGuard {
    allow;
    /**
     * What of the current line matters to the next write: all of it while it is blank (white space,
     * escape sequences, perhaps one `:`), else a non-blank mark and its last two characters (`##`).
     */
    carry = '';
    constructor(allow) {
        this.allow = allow;
    }
    guard(text) {
        const carried = this.carry;
        const written = breakWorkflowCommands(carried + visibleControlsExcept(text, this.allow)).slice(carried.length);
        const all = carried + written;
        const line = all.slice(Math.max(all.lastIndexOf('\n'), all.lastIndexOf('\r')) + 1);
        if (!BLANK_LINE_SO_FAR.test(line))
            this.carry = `x${line.slice(-2)}`;
        // A long blank start stands for itself as one space (cutting it could split an escape sequence).
        else if (line.length > GUARD_BLANK_CARRY_CHARS)
            this.carry = line.endsWith(':') ? ' :' : ' ';
        else
            this.carry = line;
        return written;
    }
}
/**
 * Why `value` cannot be an annotation's property (its `file=`), or undefined when it can. `core`
 * encodes `%`, CR, LF, `:` and `,` in properties, and the runner decodes exactly those (`%25 %0D
 * %0A %3A %2C`), so such paths arrive intact; but nothing encodes the legacy `##[`, which the
 * runner finds anywhere in a line, nor other control characters, which would reach the log raw.
 */
function unsafePropertyReason(value) {
    if (value.includes('##['))
        return 'it holds "##[", which the runner reads as a command anywhere in a line';
    if (/[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(value))
        return 'it holds a control character, which no encoding of a workflow command property carries';
    if (new RegExp(DISPLAY_SPOOFING.source).test(value))
        return 'it holds a bidirectional control or a line or paragraph separator, which would show the path reordered';
    return undefined;
}
//# sourceMappingURL=escape.js.map

/***/ }),

/***/ 78269:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  L: () => (/* binding */ enableCompileCache)
});

;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: ./lib/util/compile-cache.js

/**
 * Asks Node to keep the compiled code of every module loaded from here on in its on-disk cache (in
 * the temporary folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off), so that the next start skips
 * compiling the bundle's chunks again. Node 22.8+ has `module.enableCompileCache`; on Node 20 there
 * is none and this does nothing. Only modules loaded after the call are cached: the entry points
 * call it first and load everything else with `import()`.
 */
function enableCompileCache() {
    const enable = external_node_module_namespaceObject.enableCompileCache;
    try {
        enable?.();
    }
    catch {
        // A cache that cannot be set up costs only speed, never the run.
    }
}
//# sourceMappingURL=compile-cache.js.map

/***/ }),

/***/ 13411:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ PACKAGE_VERSION)
/* harmony export */ });
/** Reported to servers as the MCP client version; kept in step with package.json by a test. */
const PACKAGE_VERSION = '0.1.0';
//# sourceMappingURL=version.js.map

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		8792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(10518);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map