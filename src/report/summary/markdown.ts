// What every part of the job summary shares: its options (links to the repository), the status
// labels, numbers and sizes as it writes them, links to a file's line, and untrusted text folded.
import type { ScenarioStatus, SourcePosition } from '../../model/index.js';
import { escapeHtml, escapeInline } from '../text/escape.js';

/** Where the scenario files can be read at the commit that ran (the action takes it from the GitHub context). */
export interface RepositoryLink {
  serverUrl: string;
  repository: string;
  sha: string;
}

export interface SummaryOptions {
  /** Links scenario names and lines to the files at the commit; plain text without it. */
  repository?: RepositoryLink;
  /** The pull request the run is for, named in the headline (linked when the repository is known). */
  pullRequest?: number;
  /** Bytes of UTF-8 the summary may use; GitHub's limit with a margin unless a test says otherwise. */
  budgetBytes?: number;
}

export interface RenderedSummary {
  markdown: string;
  /** What was left out to stay within the budget, in words; empty when nothing was. */
  leftOut: string[];
}

export const STATUS_LABEL: Record<ScenarioStatus, string> = {
  passed: '✅ passed',
  failed: '❌ failed',
  errored: '💥 errored',
  skipped: '⏭️ skipped',
};

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function thousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

export function withoutLinks(options: SummaryOptions): SummaryOptions {
  return { ...options, repository: undefined };
}

/** The file at the commit, at the position's line unless `atLine` is false. */
export function fileUrl(position: SourcePosition, options: SummaryOptions, atLine = true): string | undefined {
  const repo = options.repository;
  if (!repo) return undefined;
  const file = position.file.split('/').map(encodeURIComponent).join('/');
  const anchor = atLine ? `#L${position.line}` : '';
  return safeUrl(`${repo.serverUrl.replace(/\/+$/, '')}/${repo.repository}/blob/${repo.sha}/${file}${anchor}`);
}

/** The characters that would end a Markdown link's target or an HTML tag, percent-encoded. */
export function safeUrl(url: string): string {
  return url.replace(/[()<> ]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `file:line` (with the column when asked), linked to the line when the repository is known. */
export function location(position: SourcePosition, options: SummaryOptions, column = false): string {
  const text = escapeInline(`${position.file}:${position.line}${column ? `:${position.column}` : ''}`);
  const url = fileUrl(position, options);
  return url ? `[<code>${text}</code>](${url})` : `<code>${text}</code>`;
}

/** Untrusted text in a closed `<details>`: HTML-escaped inside `<pre>`, so it cannot close either. */
export function folded(title: string, full: string, shown: string, which: 'first' | 'last', limit: number): string[] {
  const size =
    full.length <= limit
      ? `${thousands(full.length)} characters`
      : `${which} ${thousands(limit)} of ${thousands(full.length)} characters`;
  return [
    `<details><summary>${title} (${size})</summary>`,
    '',
    `<pre>${escapeHtml(shown)}</pre>`,
    '',
    '</details>',
    '',
  ];
}
