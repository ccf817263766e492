// @ts-check
// `node scripts/bootstrap.mjs <script.ts> [args…]`, behind `npm start` / `npm test` and
// `pnpm start` / `pnpm test`: makes sure Node and pnpm are new enough (bringing them into .tools/
// when the machine's are not), installs the dependencies when needed, then runs the script on the
// project's Node. Plain JavaScript that Node 20 runs: it is what starts on a machine too old for
// the rest of the repo.
import { installDependencies } from './bootstrap/dependencies.mjs';
import { BootstrapError } from './bootstrap/failure.mjs';
import { handOver } from './bootstrap/hand-over.mjs';
import { toolchain } from './bootstrap/toolchain.mjs';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/bootstrap.mjs <script.ts> [args…]');
  process.exit(2);
}
try {
  const tools = await toolchain();
  await installDependencies(tools);
  await handOver(tools, script, args);
} catch (error) {
  if (!(error instanceof BootstrapError)) throw error;
  console.error(`[vitrina] ${error.message}`);
  process.exit(1);
}
