import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { buildProductionApp } from './app-builder';
import { fromRoot } from './paths';

/** `npx cdk synth` / `npm run synth`: the production application (see docs/deploy.md). */
const app = new App();
// A fresh clone has no web build: make it (offline, from the repository alone) rather than deploy a placeholder.
const webDistPath = (app.node.tryGetContext('webDistPath') as string | undefined) || 'web/dist';
if (webDistPath === 'web/dist' && !existsSync(fromRoot(webDistPath, 'index.html'))) {
  execFileSync('npm', ['run', 'build:web'], { cwd: fromRoot(), stdio: ['ignore', process.stderr, process.stderr] });
}
buildProductionApp(app);
app.synth();
