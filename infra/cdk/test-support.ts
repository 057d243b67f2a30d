import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildProductionApp, sharedDefinitions, type AppDefinitions, type ProductionApp } from './app-builder';
import { fromRoot } from './paths';
import { handlerExport, type HttpRoute } from '../../shared/contracts/routes/types';

/** A booking route as the booking domain declares it, used when the shared route table does not have one yet. */
const fixtureBookingRoute: HttpRoute = {
  method: 'POST',
  path: '/api/bookings',
  handler: 'lambdas/bookings/create-booking.ts',
  auth: 'none',
  rateLimit: 'booking',
  tables: { calendar_settings: 'read', bookings: 'readwrite', idempotency_keys: 'readwrite' },
};

/**
 * Staff routes proving the authorizer rule: one declared `jwt`, one under `/api/me/` that (wrongly) declares
 * `none` and must still get the authorizer.
 */
export const fixtureStaffRoutes: HttpRoute[] = [
  { method: 'GET', path: '/api/admin/test-fixture/{id}', handler: 'lambdas/test-fixture/admin.ts', auth: 'jwt', rateLimit: 'staff' },
  { method: 'GET', path: '/api/me/test-fixture', handler: 'lambdas/test-fixture/me.ts', auth: 'none', rateLimit: 'staff' },
];

/** The shared definitions, plus the fixtures the assertions need (a booking route only if the table lacks one). */
export function testDefinitions(): AppDefinitions {
  const hasBooking = sharedDefinitions.httpRoutes.some((r) => r.method === 'POST' && r.path === '/api/bookings');
  return {
    ...sharedDefinitions,
    httpRoutes: [...sharedDefinitions.httpRoutes, ...(hasBooking ? [] : [fixtureBookingRoute]), ...fixtureStaffRoutes],
  };
}

export interface SynthResult extends ProductionApp {
  app: App;
  /** Thrown by synth (cdk-nag errors make it throw), or undefined. */
  error?: Error;
  /** Every finding in the policy validation report that was not acknowledged (errors and warnings). */
  unacknowledged: { rule: string; paths: string[] }[];
  template: (stack: keyof Omit<ProductionApp, 'config'>) => Template;
}

const cdkJsonContext = () =>
  JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')).context as Record<string, unknown>;

/**
 * A production deployment with everything configured: a custom domain and its DNS, e-mail, alarms, Bedrock, analytics
 * and a Google account for Meet links. The infrastructure tests that look at a full deployment share this one synth.
 */
export const PRODUCTION_CONTEXT = {
  domainName: 'agency.example.org',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  senderEmail: 'hello@agency.example.org',
  staffEmail: 'team@agency.example.org',
  alarmEmail: 'ops@agency.example.org',
  bedrockModelId: 'eu.anthropic.claude-3-5-haiku-20241022-v1:0',
  gaMeasurementId: 'G-TEST1234',
  clarityProjectId: 'abc123xyz',
  googleServiceAccountSecretArn: 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:agency/google-service-account-AbCdEf',
  region: 'eu-central-1',
};

/**
 * Synths by their context. Test files that run in one worker share its module cache (the unit project does not
 * isolate them), so a synth another file already made is not made again; a synth takes seconds of CPU.
 */
const synths = new Map<string, SynthResult>();

/** The production app synthesized with this context, made once per worker (the result is only read). */
export function sharedSynth(context: Record<string, unknown> = {}): SynthResult {
  const key = JSON.stringify(context);
  if (!synths.has(key)) synths.set(key, synthProductionApp(context));
  return synths.get(key)!;
}

/**
 * Synthesizes the production app, with asset bundling skipped (`aws:cdk:bundling-stacks: []`: no esbuild run, no
 * Docker) and without a web build, into a temporary folder. cdk-nag runs as in `npm run synth`.
 */
export function synthProductionApp(context: Record<string, unknown> = {}): SynthResult {
  // Inside the run's folder (infra/cdk/test-global-setup.ts), which is removed when the run ends.
  const outdir = mkdtempSync(path.join(process.env.CDK_TEST_OUTDIR_ROOT ?? tmpdir(), 'cdk-test-'));
  const app = new App({
    outdir,
    context: {
      ...cdkJsonContext(),
      'aws:cdk:bundling-stacks': [],
      webDistPath: 'infra/cdk/__no_web_build_in_tests__',
      ...context,
    },
  });
  const built = buildProductionApp(app, testDefinitions());
  let error: Error | undefined;
  try {
    app.synth();
  } catch (caught) {
    error = caught as Error;
  }
  type Located = { constructPath?: string; resourceLogicalId?: string };
  const reportFile = path.join(outdir, 'validation-report.json');
  const report = (existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : { pluginReports: [] }) as {
    pluginReports: { violations: { ruleName: string; violatingConstructs?: Located[]; violatingResources?: Located[] }[] }[];
  };
  const unacknowledged = report.pluginReports.flatMap((plugin) =>
    plugin.violations.map((violation) => ({
      rule: violation.ruleName,
      paths: (violation.violatingConstructs ?? violation.violatingResources ?? []).map(
        (located) => located.constructPath ?? located.resourceLogicalId ?? '?',
      ),
    })),
  );
  const templates = new Map<string, Template>();
  return {
    ...built,
    app,
    error,
    unacknowledged,
    template: (stack) => {
      if (!templates.has(stack)) templates.set(stack, withNestedStacks(built[stack]));
      return templates.get(stack)!;
    },
  };
}

/** A stack's template with the resources of its nested stacks, so assertions see every resource the stack deploys. */
function withNestedStacks(stack: Stack): Template {
  const nested = stack.node.findAll().filter((construct): construct is NestedStack => construct instanceof NestedStack && construct.nestedStackParent === stack);
  const json = Template.fromStack(stack).toJSON();
  for (const child of nested) Object.assign(json.Resources, withNestedStacks(child).toJSON().Resources);
  return Template.fromJSON(json);
}

const RELATIVE_IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The repository modules a handler reaches through relative imports (itself included), for source checks in tests. */
export function modulesReachedBy(handler: string): Map<string, string> {
  const reached = new Map<string, string>();
  const queue = [fromRoot(handlerExport(handler).module)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file) || !existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    reached.set(file, source);
    for (const match of source.matchAll(RELATIVE_IMPORT)) {
      const base = path.resolve(path.dirname(file), match[1] ?? match[2]);
      const next = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (next) queue.push(next);
    }
  }
  return reached;
}
