// The check run's writer (`check-run: true`, issue 47): where it goes (repository, commit, job)
// from @actions/github's context, and the requests (report/check-run.ts renders them) sent with its
// Octokit. Nothing here fails the step or changes its verdict: every problem comes back as one
// sentence for a notice. Every request is bounded, and so are all of them together.
import type { CheckRunContext, CheckRunPlan } from '../report/check-run.js';
import { checkRunRequests } from '../report/check-run.js';
import { CHECK_RUN_DEADLINE_MS, CHECK_RUN_REQUEST_TIMEOUT_MS } from '../report/text/limits.js';
import { redactDeep, redactText } from '../secrets/redact.js';

export { planCheckRun, unfinishedCheckRun } from '../report/check-run.js';

/** Where the check run goes, from the GitHub context: undefined fields when the run is outside a repository's workflow. */
export interface CheckRunTarget {
  owner?: string;
  repo?: string;
  /** The commit checked: a pull request's head (not the merge commit the workflow runs on), else the run's sha. */
  sha?: string;
  /** The API's base URL: `GITHUB_API_URL` (GitHub Enterprise Server), else api.github.com. */
  baseUrl: string;
  /** What the plan needs of the run: the job, the job summary's page, the repository's links. */
  context: CheckRunContext;
}

/** What writing the check run came to: its id when it was created, and what went wrong, for a notice. */
export interface CheckRunWritten {
  id?: number;
  /** Annotations the API took. */
  annotationsSent: number;
  problem?: string;
}

export interface CheckRunLimits {
  requestTimeoutMs: number;
  deadlineMs: number;
}

const DEFAULT_LIMITS: CheckRunLimits = {
  requestTimeoutMs: CHECK_RUN_REQUEST_TIMEOUT_MS,
  deadlineMs: CHECK_RUN_DEADLINE_MS,
};

/** The permission the job's token needs, said in every notice of a refusal. */
export const CHECKS_PERMISSION = 'permissions: checks: write';

/**
 * The target of the check run from @actions/github's context (loaded here: it brings Octokit).
 * `shard` names the shard in the check run's name; `stepFailed`, when the step fails on its own.
 */
export async function readCheckRunTarget(env: NodeJS.ProcessEnv = process.env): Promise<CheckRunTarget> {
  const { context } = await import('@actions/github');
  let owner: string | undefined;
  let repo: string | undefined;
  try {
    ({ owner, repo } = context.repo);
  } catch {
    // No GITHUB_REPOSITORY and no repository in the payload: said by writeCheckRun.
  }
  const head: unknown = context.payload.pull_request?.head?.sha;
  const sha = typeof head === 'string' && head !== '' ? head : context.sha;
  const serverUrl = (context.serverUrl || 'https://github.com').replace(/\/+$/, '');
  const runId = env.GITHUB_RUN_ID && /^\d+$/.test(env.GITHUB_RUN_ID) ? env.GITHUB_RUN_ID : undefined;
  const pullRequest: unknown = context.payload.pull_request?.number;
  const checkContext: CheckRunContext = {};
  if (env.GITHUB_JOB) checkContext.job = env.GITHUB_JOB;
  if (owner && repo && runId) checkContext.jobSummaryUrl = `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`;
  if (owner && repo && sha) checkContext.repository = { serverUrl, repository: `${owner}/${repo}`, sha };
  if (typeof pullRequest === 'number' && Number.isSafeInteger(pullRequest) && pullRequest > 0)
    checkContext.pullRequest = pullRequest;
  return {
    owner,
    repo,
    sha,
    baseUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    context: checkContext,
  };
}

/**
 * Creates the check run of `plan` with its first 50 annotations, then adds the rest 50 at a time.
 * Never throws: a refusal (a read-only token: a pull request from a fork), an error, a request with
 * no answer within its time or the whole past its deadline comes back as `problem`. The token and
 * every `secrets` value are kept out of what is sent and of the problem's words.
 */
export async function writeCheckRun(
  plan: CheckRunPlan,
  target: CheckRunTarget,
  token: string,
  secrets: readonly string[],
  limits: CheckRunLimits = DEFAULT_LIMITS,
): Promise<CheckRunWritten> {
  const hidden = [...secrets, token].filter(Boolean);
  if (!token)
    return {
      annotationsSent: 0,
      problem: `no check run: the github-token input is empty (it needs ${CHECKS_PERMISSION})`,
    };
  if (!target.owner || !target.repo || !target.sha || !/^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(target.sha))
    return {
      annotationsSent: 0,
      problem: 'no check run: the repository or the commit is not known (GITHUB_REPOSITORY, GITHUB_SHA)',
    };
  const requests = redactDeep(checkRunRequests(plan, target.sha), hidden);
  const deadline = AbortSignal.timeout(limits.deadlineMs);
  const { getOctokit } = await import('@actions/github');
  const octokit = getOctokit(token, { baseUrl: target.baseUrl });
  const { owner, repo } = target;
  let id: number | undefined;
  let sent = 0;
  let step = 'create the check run';
  try {
    const created = await octokit.rest.checks.create({
      owner,
      repo,
      ...requests.create,
      request: { signal: bounded(deadline, limits.requestTimeoutMs) },
    });
    id = created.data.id;
    sent += requests.create.output.annotations.length;
    for (const update of requests.updates) {
      step = `add annotations ${sent + 1}–${sent + update.output.annotations.length} to the check run`;
      await octokit.rest.checks.update({
        owner,
        repo,
        check_run_id: id,
        ...update,
        request: { signal: bounded(deadline, limits.requestTimeoutMs) },
      });
      sent += update.output.annotations.length;
    }
    return { id, annotationsSent: sent };
  } catch (error) {
    const total = plan.annotations.length;
    const partial = id === undefined ? '' : ` (the check run holds ${sent} of ${total} annotations)`;
    const why = explain(error, deadline.aborted, limits);
    return { id, annotationsSent: sent, problem: redactText(`could not ${step}: ${why}${partial}`, hidden) };
  }
}

/** A request's signal: its own time, and the deadline of them all. */
function bounded(deadline: AbortSignal, timeoutMs: number): AbortSignal {
  return AbortSignal.any([deadline, AbortSignal.timeout(timeoutMs)]);
}

/** What went wrong, in words a workflow's author acts on: the permission for a refusal. */
function explain(error: unknown, pastDeadline: boolean, limits: CheckRunLimits): string {
  const status = (error as { status?: unknown }).status;
  const message = error instanceof Error ? error.message.split('\n')[0]!.replace(/\.$/, '') : String(error);
  if (pastDeadline)
    return `the requests took longer than ${limits.deadlineMs} ms together (CHECK_RUN_DEADLINE_MS); the step's verdict is unchanged`;
  if (isAbort(error))
    return `GitHub did not answer within ${limits.requestTimeoutMs} ms (CHECK_RUN_REQUEST_TIMEOUT_MS); the step's verdict is unchanged`;
  if (status === 403 || status === 401)
    return (
      `GitHub answered ${status} (${message}): the token may not write checks. Give the job \`${CHECKS_PERMISSION}\`; ` +
      "a pull request from a fork gets a read-only token, so it has no check run. The step's verdict is unchanged"
    );
  if (status === 404)
    return `GitHub answered 404 (${message}): the repository or the commit is not found with this token (is GITHUB_API_URL right? does the token have \`${CHECKS_PERMISSION}\`?); the step's verdict is unchanged`;
  if (typeof status === 'number' && status > 0 && status !== 500)
    return `GitHub answered ${status} (${message}); the step's verdict is unchanged`;
  return `${message}; the step's verdict is unchanged`;
}

function isAbort(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let cause = error; cause && !seen.has(cause); cause = (cause as { cause?: unknown }).cause) {
    seen.add(cause);
    const name = (cause as { name?: unknown }).name;
    if (name === 'AbortError' || name === 'TimeoutError') return true;
    if (/aborted|timeout/i.test((cause as Error).message ?? '')) return true;
  }
  return false;
}
