import { App } from 'aws-cdk-lib';
import { buildProductionApp } from './app-builder';

/** `npx cdk synth` / `npm run synth`: the production application (see docs/deploy.md). */
const app = new App();
buildProductionApp(app);
app.synth();
