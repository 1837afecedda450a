// `npm run demo [-- ecnl|nwsl]`: runs the example suites in stub mode through the CLI bundle, as a
// pull-request check would: each example server over stdio, fixture data, no network. The judge
// criteria are skipped visibly unless ANTHROPIC_API_KEY is set. Exits with the worst exit code.
import { environmentWithout, runCli, selectSuites } from './example-suites.mjs';

let worst = 0;
for (const suite of selectSuites(process.argv.slice(2))) {
  process.stdout.write(`\n== ${suite.name}: ${suite.scenarios} against ${suite.serverCommand} (stub mode)\n\n`);
  const code = await runCli([suite.scenarios, '--server-command', suite.serverCommand], environmentWithout());
  worst = Math.max(worst, code);
}
process.exitCode = worst;
