import { existsSync } from 'node:fs';
import { Annotations, Duration, Names, Reference, RemovalPolicy, Stack, Tokenization, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { handlerExport, type HandlerRequirements, type TableAccess } from '../../../shared/contracts/routes/types';
import { fromRoot, repoRoot } from '../paths';

/** The placeholder deployed (with a synth warning) for a route whose handler module does not exist yet. */
export const NOT_IMPLEMENTED_HANDLER = 'infra/cdk/functions/not-implemented.ts';

/** Name of the alias every caller invokes. */
export const LIVE_ALIAS = 'live';

export const TABLE_ACTIONS: Record<TableAccess, string[]> = {
  read: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:Scan',
    'dynamodb:ConditionCheckItem',
    'dynamodb:DescribeTable',
  ],
  write: [
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
    'dynamodb:DescribeTable',
  ],
  readwrite: [],
};
TABLE_ACTIONS.readwrite = [...new Set([...TABLE_ACTIONS.read, ...TABLE_ACTIONS.write])];

/** Combines the requirements of routes served by the same handler module (one function per module). */
export function mergeRequirements(list: HandlerRequirements[]): HandlerRequirements {
  const tables: Record<string, TableAccess> = {};
  for (const requirements of list) {
    for (const [name, access] of Object.entries(requirements.tables ?? {})) {
      const previous = tables[name];
      tables[name] = !previous || previous === access ? access : 'readwrite';
    }
  }
  const union = <T>(pick: (requirements: HandlerRequirements) => T[] | undefined) => [...new Set(list.flatMap((requirements) => pick(requirements) ?? []))];
  const timeouts = list.map((requirements) => requirements.timeoutSeconds).filter((value) => value !== undefined);
  const memories = list.map((requirements) => requirements.memoryMb).filter((value) => value !== undefined);
  return {
    tables,
    capabilities: union((requirements) => requirements.capabilities),
    secrets: union((requirements) => requirements.secrets),
    schedules: union((requirements) => requirements.schedules),
    metrics: union((requirements) => requirements.metrics),
    timeoutSeconds: timeouts.length ? Math.max(...timeouts) : undefined,
    memoryMb: memories.length ? Math.max(...memories) : undefined,
  };
}

export interface HandlerFunctionProps {
  /** Module path relative to the repository root and the export to call: `path#export`, or a bare path for `handler`. */
  entry: string;
  /** Stable id (`handlerId(entry)`), used in construct ids and the service name. */
  id: string;
  timeoutSeconds?: number;
  memoryMb?: number;
  environment?: Record<string, string>;
  logRetention: logs.RetentionDays;
  retainLogs: boolean;
  /** POWERTOOLS_LOG_LEVEL: DEBUG, INFO (the default), WARN or ERROR. */
  logLevel?: string;
  description?: string;
  /**
   * Packages left out of the bundle (native code, or modules loaded at run time): `afterBundling` copies them in from
   * the repository's own node_modules, so synth installs nothing.
   */
  externalPackages?: string[];
  /** arm64 unless a native package installed for another architecture says otherwise. */
  architecture?: lambda.Architecture;
  /** Shell commands run after bundling, e.g. to copy files the handler reads at run time into the bundle. */
  afterBundling?: (outputDir: string) => string[];
}

/**
 * One Lambda function: esbuild bundle (ESM, Node 22, arm64, AWS SDK v3 left to the runtime), its own log group with
 * retention, X-Ray active tracing, and its own role with no managed policy — only writing to its own log group, plus
 * whatever the caller grants. Nothing else.
 */
export class HandlerFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;
  /**
   * The `live` alias: API routes, stream mappings and bucket notifications call it, never `$LATEST`. Each deploy that
   * changes the function publishes a version (older ones are kept) and moves the alias to it, so rolling back is
   * pointing the alias at the previous version (`npm run rollback`, infra/cdk/scripts/rollback-functions.sh).
   */
  readonly live: lambda.Alias;
  /** False when the handler module is missing and the placeholder was deployed instead. */
  readonly implemented: boolean;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    const { module, exportName } = handlerExport(props.entry);
    this.implemented = existsSync(fromRoot(module));
    if (!this.implemented) {
      Annotations.of(this).addWarningV2(
        'agency:missing-handler',
        `Handler module ${module} does not exist; a 503 placeholder is deployed in its place.`,
      );
    }

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${props.id}`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: fromRoot(this.implemented ? module : NOT_IMPLEMENTED_HANDLER),
      handler: this.implemented ? exportName : 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: fromRoot('package-lock.json'),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: props.architecture ?? lambda.Architecture.ARM_64,
      memorySize: props.memoryMb ?? 512,
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      role: this.role,
      logGroup: this.logGroup,
      tracing: lambda.Tracing.ACTIVE,
      description: props.description ?? props.entry,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        // Libraries that read it at run time (React renders the site's pages) take their production builds: the
        // development ones are several times slower and check what only a developer needs.
        NODE_ENV: 'production',
        POWERTOOLS_SERVICE_NAME: props.id,
        POWERTOOLS_LOG_LEVEL: props.logLevel ?? 'INFO',
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        platform: 'node',
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        sourceMapMode: SourceMapMode.DEFAULT,
        sourcesContent: false,
        // The Node.js 22 runtime ships the AWS SDK v3: keep it out of the bundle.
        externalModules: ['@aws-sdk/*', '@smithy/*', ...(props.externalPackages ?? [])],
        // CommonJS dependencies bundled into an ES module still call require().
        banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        commandHooks: props.afterBundling
          ? { beforeBundling: () => [], beforeInstall: () => [], afterBundling: (_inputDir: string, outputDir: string) => props.afterBundling!(outputDir) }
          : undefined,
      },
    });

    this.live = new lambda.Alias(this, 'Live', { aliasName: LIVE_ALIAS, version: this.function.currentVersion });

    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the project runtime (esbuild target node22, the local runtime and CI run Node 22 APIs); ' +
        'moving to Node.js 24 is a deliberate upgrade with its own test run, not an automatic one.',
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords) and dynamodb:ListStreams do not support ' +
        'resource-level permissions.',
    });
  }

  /** Lets the function use a DynamoDB table (and only the listed indexes) with the given access. */
  grantTable(tableArn: string, access: TableAccess, indexNames: string[] = []): void {
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: TABLE_ACTIONS[access],
        resources: [tableArn, ...indexNames.map((index) => `${tableArn}/index/${index}`)],
      }),
    );
  }

  /** Acknowledges a wildcard finding that is inherent to a resource ARN (e.g. WebSocket connection ids). */
  acknowledgeWildcard(resource: string, reason: string): void {
    const stack = Stack.of(this);
    let rendered = renderForNag(stack.resolve(resource));
    // In a nested stack a value of another stack arrives as a parameter, which is what cdk-nag prints.
    for (const token of Tokenization.reverseString(resource).tokens) {
      if (stack.nested && token instanceof Reference && Stack.of(token.target) !== stack) {
        rendered = rendered.replace(renderForNag(stack.resolve(token)), `<referenceto${Names.nodeUniqueId(token.target.node)}${token.displayName}>`);
      }
    }
    Validations.of(this).acknowledge({ id: `AwsSolutions-IAM5[Resource::${rendered}]`, reason });
  }
}

/** Renders a resolved CloudFormation value the way cdk-nag prints it in IAM5 finding ids. */
export function renderForNag(value: unknown): string {
  const render = (part: unknown) => renderForNag(part);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('Ref' in record) return `<${String(record.Ref)}>`;
    if ('Fn::GetAtt' in record) return `<${(record['Fn::GetAtt'] as string[]).join('.')}>`;
    if ('Fn::Join' in record) {
      const [separator, parts] = record['Fn::Join'] as [string, unknown[]];
      return parts.map(render).join(separator);
    }
    if ('Fn::Sub' in record && typeof record['Fn::Sub'] === 'string') {
      return record['Fn::Sub'].replace(/\$\{([^}]+)\}/g, '<$1>');
    }
    if ('Fn::ImportValue' in record) return render(record['Fn::ImportValue']);
  }
  return JSON.stringify(value);
}
