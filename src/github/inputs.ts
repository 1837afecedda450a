// The action's face: its inputs read through the table of settings, secrets masked as they are read.
import { cloudSecretValues } from '../secrets/cloud.js';
import * as core from '@actions/core';
import path from 'node:path';
import type { RunConfig } from '../config/resolve.js';
import { readSettingsFrom, runConfigFrom, type SettingSource } from '../config/read-settings.js';
import { SETTING_KEYS, SETTINGS } from '../config/settings.js';
import { OAUTH_VARIABLES, oauthSecretValues } from '../mcp/oauth.js';
import { secretHeaderValues, urlSecretValues } from '../mcp/headers.js';

/**
 * Every action input, read once through the table of settings (config/settings.ts), typed, with
 * secrets masked the moment they are read: the run's configuration, plus what only the action does
 * with its inputs (the report files, the variants compared after the run).
 */
export type ActionSettings = RunConfig &
  Required<Pick<RunConfig, 'labels' | 'oauth' | 'headers' | 'shadowedSecrets'>> & {
    /** `report-json`: where the JSON report goes (default under RUNNER_TEMP). */
    reportJson: string;
    /** `report-junit`: where JUnit XML goes, empty for none. */
    reportJunit: string;
    /** `report-sarif`: where the SARIF report goes, empty for none. */
    reportSarif: string;
    /** `reports`: `NAME=FILE` lines, a report file each. */
    reports: string[];
    /** `tool-variants`: the tool-description variants to compare after the run; empty for none. */
    toolVariants: string;
    /** `check-run`: a check run after the run (github/check-run.ts). */
    checkRun: boolean;
    /** `github-token`: the token the check run is written with; a secret (masked as it is read). */
    githubToken: string;
  };

/** An input as the action reads it: a list for a lines setting, text for the rest; none for a CLI-only one. */
const inputSource: SettingSource = (_key, setting) => {
  if (setting.input === false) return undefined;
  const raw = setting.type === 'lines' ? core.getMultilineInput(setting.name) : core.getInput(setting.name);
  return { raw, from: `input ${setting.name}` };
};

export function readSettings(env: NodeJS.ProcessEnv = process.env): ActionSettings {
  // Secrets first: masked before anything is checked, so no message printed after can show one.
  for (const key of SETTING_KEYS) {
    const setting = SETTINGS[key];
    if (!setting.secret) continue;
    const value = core.getInput(setting.name) || (setting.env ? env[setting.env] : '') || '';
    // A private key is masked line by line too: the runner masks each line of a multi-line value.
    const values = key === 'oauthPrivateKey' ? oauthSecretValues({ privateKey: value }) : [value];
    for (const secret of values) if (secret) core.setSecret(secret);
  }
  for (const value of urlSecretValues(core.getInput('remote-url') || env.MCP_EVAL_REMOTE_URL || ''))
    core.setSecret(value);
  const shadowedSecrets = shadowedSecretValues(env);
  for (const value of shadowedSecrets) core.setSecret(value);
  // The clouds' credentials (Bedrock, Vertex): masked before anything is printed, like the key.
  for (const value of cloudSecretValues(env)) core.setSecret(value);

  const workspace = path.resolve(env.GITHUB_WORKSPACE || process.cwd());
  const read = readSettingsFrom(inputSource, env, 'run');
  const config = runConfigFrom(read, 'action', workspace, env);
  // What the credentials become on the wire too (client_secret_basic's encoding of id and secret).
  for (const value of [...oauthSecretValues(config.oauth!), ...secretHeaderValues(config.headers!)])
    core.setSecret(value);
  return {
    ...config,
    labels: config.labels!,
    oauth: config.oauth!,
    headers: config.headers!,
    shadowedSecrets,
    reportJson: read.values.reportJson,
    reportJunit: read.values.reportJunit,
    reportSarif: read.values.reportSarif,
    reports: read.values.reports,
    toolVariants: read.values.toolVariants,
    checkRun: read.values.checkRun,
    githubToken: read.values.githubToken,
  };
}

/**
 * The secret values of the variables an input can shadow (every one of them, used or not): each is
 * masked and redacted even when its input wins, since the server under test may still print it.
 */
export function shadowedSecretValues(env: NodeJS.ProcessEnv): string[] {
  const values = [
    env.ANTHROPIC_API_KEY ?? '',
    env.MCP_EVAL_BEARER_TOKEN ?? '',
    ...oauthSecretValues({
      clientId: env[OAUTH_VARIABLES.clientId],
      clientSecret: env[OAUTH_VARIABLES.clientSecret],
      privateKey: env[OAUTH_VARIABLES.privateKey],
    }),
    ...urlSecretValues(env.MCP_EVAL_REMOTE_URL ?? ''),
  ];
  return [...new Set(values.filter((value) => value !== ''))];
}

/**
 * Masks secrets known only once the settings are resolved (`server-secrets`, secret-named
 * `server-env` values): the runner then hides them in the log. Before anything the run prints.
 */
export function maskSecrets(secrets: readonly string[]): void {
  for (const secret of secrets) if (secret) core.setSecret(secret);
}
