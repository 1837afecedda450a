/**
 * Text aimed at the model that should not be there (tool poisoning): hidden text, instructions that
 * turn the model against its user, and steering of other tools or servers. Pure functions over one
 * piece of model-facing text each (a description, a title, a prompt's or a resource's description,
 * the server's instructions, and in a run a tool's output), so lint and the run share them.
 *
 * Each check is written for precision: measured on the reference servers (server-everything,
 * -filesystem, -memory, -sequential-thinking, mcp-server-time, mcp-server-git) it finds nothing.
 */

/** A run of white space at least this long, followed by more text, hides that text below the fold. */
export const HIDDEN_WHITESPACE_RUN = 40;
/** Or this many line breaks in one run of white space, followed by more text. */
export const HIDDEN_LINE_BREAKS = 8;
/** Variation selectors in a row from this many on: one after an emoji is normal, a run encodes data. */
export const VARIATION_SELECTOR_RUN = 2;
/** How much of a hidden or quoted text a message shows. */
const SHOWN = 60;

const shown = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(flat.length > SHOWN ? `${flat.slice(0, SHOWN)}…` : flat);
};
const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Unicode tag characters: invisible, and each one is an ASCII character (U+E0041 is "A"). */
const TAG_CHARACTERS = /[\u{E0000}-\u{E007F}]+/gu;
/** Zero-width characters (ZWJ is checked apart: between two pictographs it joins an emoji). */
const ZERO_WIDTH = /[\u200B\u200C\u2060\u180E\u2061-\u2064]|(?<!^)\uFEFF/u;
const ZERO_WIDTH_JOINER = /\u200D/gu;
/** Bidirectional controls: they reorder what is displayed, not what the model reads. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
/** Variation selectors (the basic block and the supplement) in a run: data smuggled in invisible code points. */
const VARIATION_SELECTOR_RUNS = new RegExp(
  `(?:[\\uFE00-\\uFE0F]|[\\u{E0100}-\\u{E01EF}]){${VARIATION_SELECTOR_RUN},}`,
  'gu',
);
const HTML_COMMENT = /<!--([\s\S]*?)(?:-->|$)/;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const SKIN_TONE = /\p{Emoji_Modifier}/u;

/**
 * What in `text` a user reading it would not see but a model reads, in one sentence each; empty
 * when nothing is hidden.
 */
export function hiddenText(text: string): string[] {
  const found: string[] = [];
  const tags = text.match(TAG_CHARACTERS);
  if (tags) {
    const decoded = tags
      .join('')
      .replace(/[\u{E0000}-\u{E007F}]/gu, (char) => String.fromCharCode(char.codePointAt(0)! - 0xe0000));
    const count = [...tags.join('')].length;
    found.push(
      `${count} Unicode tag character${count === 1 ? '' : 's'} (U+E0000–U+E007F), invisible, reading ${shown(decoded)}`,
    );
  }
  const zeroWidth = ZERO_WIDTH.exec(text);
  if (zeroWidth) found.push(`a zero-width character (${codePoint(zeroWidth[0])}) at offset ${zeroWidth.index}`);
  else
    for (const joiner of text.matchAll(ZERO_WIDTH_JOINER)) {
      const before = [...text.slice(0, joiner.index)].at(-1) ?? '';
      const after = [...text.slice(joiner.index + 1)][0] ?? '';
      // Emoji sequences (👩‍💻) join pictographs, possibly after a variation selector or skin tone.
      const joins = (char: string) => PICTOGRAPH.test(char) || char === '\uFE0F' || SKIN_TONE.test(char);
      if (!(joins(before) && PICTOGRAPH.test(after))) {
        found.push(`a zero-width joiner (U+200D) outside an emoji at offset ${joiner.index}`);
        break;
      }
    }
  const bidi = BIDI_CONTROLS.exec(text);
  if (bidi)
    found.push(
      `a bidirectional control (${codePoint(bidi[0])}) at offset ${bidi.index}, which reorders what is displayed`,
    );
  const selectors = text.match(VARIATION_SELECTOR_RUNS);
  if (selectors) {
    const longest = Math.max(...selectors.map((run) => [...run].length));
    found.push(`a run of ${longest} variation selectors (invisible code points that can carry data)`);
  }
  const afterWhitespace = whitespaceHiding(text);
  if (afterWhitespace) found.push(afterWhitespace);
  const comment = HTML_COMMENT.exec(text);
  if (comment)
    found.push(`an HTML comment, which a rendered page does not show: <!--${shown(comment[1] ?? '').slice(1, -1)}-->`);
  return found;
}

/** Text after a run of white space long enough to push it out of a reader's sight. */
function whitespaceHiding(text: string): string | undefined {
  for (const run of text.matchAll(/\s{2,}/g)) {
    const rest = text.slice(run.index + run[0].length);
    if (!rest.trim()) return undefined;
    const breaks = (run[0].match(/\n/g) ?? []).length;
    if (run[0].length >= HIDDEN_WHITESPACE_RUN || breaks >= HIDDEN_LINE_BREAKS)
      return `text after ${run[0].length} characters of white space (${breaks} line breaks): ${shown(rest)}`;
  }
  return undefined;
}

/** Who the user is in an instruction: "the user", "users", "the human". */
const USER = String.raw`(?:the\s+|your\s+|any\s+)?(?:user|users|human|person|customer|operator)`;
const NEGATION = String.raw`(?:do\s+not|don['’]t|never|must\s+not|should\s+not|shouldn['’]t|avoid|no\s+need\s+to)`;

/** Instructions to keep something from the user, or not to let them know of a call. */
const AGAINST_USER: [RegExp, string][] = [
  [
    new RegExp(
      String.raw`\b${NEGATION}\s+(?:ever\s+)?(?:tell|inform|notify|alert|warn|show|reveal|disclose|mention|let)\b[^.!?\n]{0,40}\b${USER}\b`,
      'i',
    ),
    'tells the model to keep something from the user',
  ],
  [
    new RegExp(
      String.raw`\b(?:hide|conceal|withhold|keep)\b[^.!?\n]{0,40}\b(?:from|secret\s+from|hidden\s+from)\s+${USER}\b`,
      'i',
    ),
    'tells the model to hide something from the user',
  ],
  [
    new RegExp(
      String.raw`\bwithout\s+(?:telling|informing|notifying|alerting|asking|letting)\s+${USER}\b(?!\s+(?:to\s+)?(?:wait|type|retype|repeat))`,
      'i',
    ),
    'tells the model to act without the user knowing',
  ],
  [
    new RegExp(
      String.raw`\b${USER}\s+(?:must|should|need|needs)\s+(?:not|never)\s+(?:know|see|find\s+out|learn)\b`,
      'i',
    ),
    'tells the model the user must not know',
  ],
  [
    new RegExp(
      String.raw`\b${NEGATION}\s+(?:mention|reveal|disclose|report|say|tell|show|acknowledge|narrate|explain)\b[^.!?\n]{0,40}\b(?:(?:this|the|that|a|any)\s+(?:tool|function)(?:\s+call)?|(?:you|it)\s+(?:called|used|invoked|ran)|(?:calling|using|invoking)\s+(?:this|the|that|a|any)\s+(?:tool|function))\b`,
      'i',
    ),
    'tells the model not to mention a tool call',
  ],
];

/** Paths of secrets and keys a tool has no business reading unless it is about them. */
const SECRET_PATHS =
  /(?:~|\$HOME|%USERPROFILE%|\/home\/[\w.-]+|\/root)[/\\]\.(?:ssh|aws|gnupg|kube|docker|azure|netrc|npmrc|pypirc|pgpass|git-credentials|config[/\\]gcloud)\b|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|(?:^|[\s'"`(/])\.env(?:\.[\w-]+)?\b|\/etc\/(?:passwd|shadow)\b|\bcredentials\.json\b|\bmcp\.json\b|\bclaude_desktop_config\.json\b/i;
/** The tool reading or passing on something. */
const ACQUIRE =
  /\b(?:read|reads|reading|cat|open|load|include|includes|including|pass|send|attach|append|provide|copy|extract|collect|gather|upload|paste|fetch|get|access)\b/i;
/** Secrets of the user, asked for in general. */
const USER_SECRETS = new RegExp(
  String.raw`\b(?:read|collect|gather|extract|harvest|find|look\s+up|search\s+for|include|pass|send|attach|copy|paste)\b[^.!?\n]{0,40}\b(?:all|any|every|the\s+user['’]s|your|their|his|her|stored|saved|local)\s+(?:api[\s_-]?keys?|passwords?|credentials|secrets|private\s+keys?|ssh\s+keys?|access\s+tokens?|session\s+(?:cookies|tokens?)|environment\s+variables)\b`,
  'i',
);
/** Sending data somewhere named by a literal address. */
const SEND_TO_URL =
  /\b(?:send|sends|post|posts|upload|uploads|forward|transmit|exfiltrate|submit|leak|report|copy|mirror|log)\b[^.!?\n]{0,80}?\bto\s+<?(?:https?:\/\/|wss?:\/\/|\/\/)[^\s)>"'`]+/i;

/**
 * Instructions in `text` that turn the model against its user, in one sentence each: to hide
 * something from them, not to mention a call, to read files or secrets unrelated to `subject` (a
 * tool whose own name is about them, `read_env`, may name them), to send data to an address.
 */
export function steersAgainstUser(text: string, subject = ''): string[] {
  const found: string[] = [];
  for (const [pattern, what] of AGAINST_USER) {
    const match = pattern.exec(text);
    if (match) found.push(`${what}: ${shown(match[0])}`);
  }
  const about = subject.toLowerCase();
  const related = /ssh|env|secret|credential|key|vault|passw|auth|token|config|dotenv/.test(about);
  const secretPath = SECRET_PATHS.exec(text);
  if (secretPath && !related && ACQUIRE.test(sentenceAround(text, secretPath.index)))
    found.push(`tells the model to read a secret unrelated to the tool: ${shown(secretPath[0].trim())}`);
  const secrets = USER_SECRETS.exec(text);
  if (secrets && !related) found.push(`tells the model to gather the user's secrets: ${shown(secrets[0])}`);
  const send = SEND_TO_URL.exec(text);
  if (send) found.push(`tells the model to send data to an address: ${shown(send[0])}`);
  return found;
}

/** The sentence (or line) holding offset `at`. */
function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('.', at - 1), text.lastIndexOf('\n', at - 1)) + 1;
  const ends = ['. ', '.\n', '\n'].map((end) => text.indexOf(end, at)).filter((index) => index >= 0);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
}

/** A name as written in text: an identifier with `_` or `-` in it, or in backquotes. */
const NAMED = String.raw`(?:\x60([\w./-]+)\x60|\b([A-Za-z][\w]*[_-][\w-]*[A-Za-z0-9])\b)`;
/** Phrases that steer the model to or away from a named tool, or to how it uses one. */
const STEERING_NAMED: RegExp[] = [
  // "instead of X", "rather than X", "prefer this tool over X", "over the X tool"
  new RegExp(
    String.raw`\b(?:instead\s+of|rather\s+than|in\s+place\s+of|prefer\w*\b[^.!?\n]{0,40}?\b(?:over|to))\s+(?:the\s+|using\s+|calling\s+)?${NAMED}`,
    'gi',
  ),
  // "do not use X", "never call X"
  new RegExp(String.raw`\b${NEGATION}\s+(?:use|call|invoke|run)\s+(?:the\s+)?${NAMED}`, 'gi'),
  // "when (you) (use|call) X", "before calling X", "whenever X is called"
  new RegExp(
    String.raw`\b(?:when(?:ever)?|before|after|each\s+time|every\s+time)\s+(?:you\s+)?(?:use|call|invoke|run|using|calling|invoking|running)\s+(?:the\s+)?${NAMED}`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:when(?:ever)?|before|after)\s+(?:the\s+)?${NAMED}\s+(?:tool\s+)?(?:is|gets)\s+(?:used|called|invoked|run)`,
    'gi',
  ),
];
/** Steering of tools or servers this server does not own, without naming them. */
const STEERING_OTHERS =
  /\b(?:all|any|every|each)\s+other\s+(?:tools?|servers?|mcp\s+servers?|functions?)\b|\b(?:another|other)\s+(?:mcp\s+)?servers?['’]?\s+tools?\b|\bother\s+mcp\s+servers?\b|\b(?:(?:all|any|every)\s+)?(?:subsequent|future|later)\s+tool\s+calls?\b/i;

/**
 * Sentences of `text` that tell the model how to use a tool or server other than this server's
 * (`own`: its tools', prompts' and resources' names, which it may refer to freely), or to prefer
 * this tool over one named.
 */
export function steersOtherTools(text: string, own: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const pattern of STEERING_NAMED)
    for (const match of text.matchAll(pattern)) {
      const name = match[1] ?? match[2] ?? '';
      if (own.has(name)) continue;
      found.push(`names ${JSON.stringify(name)}, which this server does not offer: ${shown(match[0])}`);
    }
  const others = STEERING_OTHERS.exec(text);
  if (others)
    found.push(`tells the model how to use other tools or servers: ${shown(sentenceAround(text, others.index))}`);
  return [...new Set(found)];
}
