import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { HttpRoute, RateLimitClass } from '../../routes/types';

/** A per-IP rate rule: requests per 5 minutes to any of the path prefixes. */
export interface RateRule {
  name: string;
  limit: number;
  /** Route classes whose paths the rule also covers (from the route table). */
  classes: RateLimitClass[];
  /** Paths covered even before the route table lists them; `match` further narrows class-derived paths. */
  prefixes: string[];
  match?: RegExp;
}

export const RATE_RULES: RateRule[] = [
  { name: 'Booking', limit: 30, classes: ['booking'], prefixes: ['/api/bookings'] },
  { name: 'Chat', limit: 100, classes: ['chat'], prefixes: ['/api/chat'] },
  { name: 'Newsletter', limit: 10, classes: ['form'], prefixes: ['/api/newsletter'], match: /newsletter/ },
  { name: 'Contact', limit: 10, classes: ['form'], prefixes: ['/api/contact'], match: /^(?!.*newsletter)/ },
];

/** Rate limit of all of `/api/*` per IP and 5 minutes. */
export const API_RATE_LIMIT = 2000;

/** The URI prefix of a route path: everything before its first `{param}`. */
export const pathPrefix = (path: string) => path.split('{')[0].replace(/\/$/, '') || '/';

/** Path prefixes of a rate rule: its defaults plus the route-table paths of its classes. */
export function rateRulePrefixes(rule: RateRule, routes: readonly HttpRoute[]): string[] {
  const fromRoutes = routes
    .filter((route) => rule.classes.includes(route.rateLimit) && (!rule.match || rule.match.test(route.path)))
    .map((route) => pathPrefix(route.path));
  return [...new Set([...rule.prefixes, ...fromRoutes])].sort();
}

const startsWith = (prefix: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    searchString: prefix,
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const anyPrefix = (prefixes: string[]): wafv2.CfnWebACL.StatementProperty =>
  prefixes.length === 1 ? startsWith(prefixes[0]) : { orStatement: { statements: prefixes.map(startsWith) } };

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

export interface ProtectionProps {
  routes: readonly HttpRoute[];
  retainLogs: boolean;
  logRetention: logs.RetentionDays;
}

/**
 * The CloudFront-scoped web ACL (must live in us-east-1): AWS managed rule groups (IP reputation, common rule set,
 * known bad inputs) and per-IP rate-based rules for the booking, chat, newsletter and contact routes, plus a
 * ceiling on the whole API. Blocked requests are logged to CloudWatch.
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
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
      visibilityConfig: visibility(name),
    }));
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
            scopeDownStatement: anyPrefix(rateRulePrefixes(rule, props.routes)),
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
          scopeDownStatement: startsWith('/api/'),
        },
      },
      visibilityConfig: visibility('RateLimitApi'),
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: 'Agency site distribution',
      rules,
      visibilityConfig: visibility('AgencySiteWebAcl'),
    });

    // WAF requires the log group name to start with aws-waf-logs-.
    const logGroupName = `aws-waf-logs-${this.node.addr.slice(0, 12)}`;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName,
      retention: props.logRetention,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
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
