import { ArnFormat, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { HttpRoute, RateLimitClass } from '../../../shared/contracts/routes/types';

/** A per-IP rate rule: requests per 5 minutes to any of its paths. */
export interface RateRule {
  name: string;
  limit: number;
  /** Route classes whose paths the rule also covers (from the route table), narrowed by `match`. */
  classes: RateLimitClass[];
  match: RegExp;
  /** Paths (and everything below them) covered even before the route table lists them. */
  prefixes: string[];
}

export const RATE_RULES: RateRule[] = [
  { name: 'Booking', limit: 30, classes: ['booking'], match: /./, prefixes: ['/api/bookings'] },
  { name: 'Chat', limit: 100, classes: ['chat'], match: /./, prefixes: ['/api/chat'] },
  { name: 'Newsletter', limit: 10, classes: ['form'], match: /newsletter/, prefixes: ['/api/newsletter'] },
  { name: 'Contact', limit: 10, classes: ['form'], match: /contact/, prefixes: ['/api/contact'] },
];

/** Rate limit of all of `/api/*` per IP and 5 minutes. */
export const API_RATE_LIMIT = 2000;

const escapeRegex = (value: string) => value.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Anchored URI-path regex of a route path: `{param}` matches one segment. */
export const routePattern = (path: string) =>
  `^${path.split(/\{[^}]+\}/).map(escapeRegex).join('[^/]+')}$`;

/** URI-path regexes of a rate rule: its prefixes (and below) plus the matching route-table paths of its classes. */
export function rateRulePatterns(rule: RateRule, routes: readonly HttpRoute[]): string[] {
  const fromRoutes = routes
    .filter((route) => rule.classes.includes(route.rateLimit) && rule.match.test(route.path))
    .filter((route) => !rule.prefixes.some((prefix) => route.path === prefix || route.path.startsWith(`${prefix}/`)))
    .map((route) => routePattern(route.path));
  return [...rule.prefixes.map((prefix) => `^${escapeRegex(prefix)}(/.*)?$`), ...new Set(fromRoutes)];
}

const matches = (pattern: string): wafv2.CfnWebACL.StatementProperty => ({
  regexMatchStatement: {
    regexString: pattern,
    fieldToMatch: { uriPath: {} },
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const anyOf = (patterns: string[]): wafv2.CfnWebACL.StatementProperty =>
  patterns.length === 1 ? matches(patterns[0]) : { orStatement: { statements: patterns.map(matches) } };

/** The web ACL's own CloudWatch metric name (the `WebACL` dimension of its AWS/WAFV2 metrics, in us-east-1). */
export const WEB_ACL_METRIC_NAME = 'AgencySiteWebAcl';

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/**
 * The core rule set's rules that inspect the request body and that a long article in Markdown trips: a body over
 * 8 KB, and script tags, file paths, URLs or metadata addresses quoted in a code sample. They only count (and label
 * the request) inside the group; `CoreRuleSetBody` blocks on their labels everywhere but on staff saves.
 */
export const STUDIO_BODY_RULES = [
  { rule: 'SizeRestrictions_BODY', label: 'SizeRestrictions_Body' },
  { rule: 'CrossSiteScripting_BODY', label: 'CrossSiteScripting_Body' },
  { rule: 'GenericLFI_BODY', label: 'GenericLFI_Body' },
  { rule: 'GenericRFI_BODY', label: 'GenericRFI_Body' },
  { rule: 'EC2MetaDataSSRF_BODY', label: 'EC2MetaDataSSRF_Body' },
] as const;

/** Where the studio saves: the staff API, whose every route needs a Cognito JWT (http-api.ts). */
export const STUDIO_PATH_PREFIX = '/api/admin/';

const coreRuleSetLabel = (label: string) => `awswaf:managed:aws:core-rule-set:${label}`;

/**
 * A staff request: under the staff API and carrying a bearer token. The WAF cannot check the token; API Gateway's
 * JWT authorizer refuses the request before any handler when it is not a valid staff session.
 */
const staffRequest: wafv2.CfnWebACL.StatementProperty = {
  andStatement: {
    statements: [
      {
        byteMatchStatement: {
          searchString: STUDIO_PATH_PREFIX,
          fieldToMatch: { uriPath: {} },
          positionalConstraint: 'STARTS_WITH',
          textTransformations: [{ priority: 0, type: 'NONE' }],
        },
      },
      {
        byteMatchStatement: {
          searchString: 'bearer ',
          fieldToMatch: { singleHeader: { Name: 'authorization' } },
          positionalConstraint: 'STARTS_WITH',
          textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
        },
      },
    ],
  },
};

export interface ProtectionProps {
  routes: readonly HttpRoute[];
  retainLogs: boolean;
  logRetention: logs.RetentionDays;
}

/**
 * The CloudFront-scoped web ACL (must live in us-east-1): AWS managed rule groups (IP reputation, common rule set,
 * known bad inputs; the common rule set's body rules spare staff saves, see STUDIO_BODY_RULES) and per-IP
 * rate-based rules for the booking, chat, newsletter and contact routes, plus a ceiling on the whole API. Blocked
 * requests are logged to CloudWatch.
 */
export class Protection extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: ProtectionProps) {
    super(scope, id);
    const managed = ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'];
    const rules: wafv2.CfnWebACL.RuleProperty[] = managed.map((name, index) => ({
      name,
      priority: index,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(name === 'AWSManagedRulesCommonRuleSet'
            ? { ruleActionOverrides: STUDIO_BODY_RULES.map(({ rule }) => ({ name: rule, actionToUse: { count: {} } })) }
            : {}),
        },
      },
      visibilityConfig: visibility(name),
    }));
    // The body rules counted above still block every request but a staff save: public forms keep their protection.
    rules.push({
      name: 'CoreRuleSetBody',
      priority: managed.length,
      action: { block: {} },
      statement: {
        andStatement: {
          statements: [
            {
              orStatement: {
                statements: STUDIO_BODY_RULES.map(({ label }) => ({ labelMatchStatement: { scope: 'LABEL', key: coreRuleSetLabel(label) } })),
              },
            },
            { notStatement: { statement: staffRequest } },
          ],
        },
      },
      visibilityConfig: visibility('CoreRuleSetBody'),
    });
    RATE_RULES.forEach((rule, index) => {
      rules.push({
        name: `RateLimit${rule.name}`,
        priority: 10 + index,
        action: { block: { customResponse: { responseCode: 429 } } },
        statement: {
          rateBasedStatement: {
            limit: rule.limit,
            evaluationWindowSec: 300,
            aggregateKeyType: 'IP',
            scopeDownStatement: anyOf(rateRulePatterns(rule, props.routes)),
          },
        },
        visibilityConfig: visibility(`RateLimit${rule.name}`),
      });
    });
    rules.push({
      name: 'RateLimitApi',
      priority: 20,
      action: { block: { customResponse: { responseCode: 429 } } },
      statement: {
        rateBasedStatement: {
          limit: API_RATE_LIMIT,
          evaluationWindowSec: 300,
          aggregateKeyType: 'IP',
          scopeDownStatement: matches('^/api/'),
        },
      },
      visibilityConfig: visibility('RateLimitApi'),
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: 'Agency site distribution',
      rules,
      visibilityConfig: visibility(WEB_ACL_METRIC_NAME),
    });

    // WAF requires the log group name to start with aws-waf-logs-. The group is kept when the stack is deleted, so its
    // name carries this stack's own id: a redeploy after `cdk destroy`, or a retry of a failed create, never asks for
    // a name an earlier stack kept (and a failed create deletes what it made).
    const logGroupName = `aws-waf-logs-${Fn.select(2, Fn.split('/', Stack.of(this).stackId))}`;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName,
      retention: props.logRetention,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
    });
    const logging = new wafv2.CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [
        Stack.of(this).formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
          },
        ],
      },
    });
    logging.node.addDependency(logGroup);
  }
}
