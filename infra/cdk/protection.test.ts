import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as logs from 'aws-cdk-lib/aws-logs';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '../../shared/contracts/routes';
import { Protection, STUDIO_BODY_RULES } from './constructs/protection';

interface Statement {
  AndStatement?: { Statements: Statement[] };
  OrStatement?: { Statements: Statement[] };
  NotStatement?: { Statement: Statement };
  LabelMatchStatement?: { Scope: string; Key: string };
  ByteMatchStatement?: {
    SearchString: string;
    FieldToMatch: { UriPath?: object; SingleHeader?: { Name: string } };
    PositionalConstraint: string;
    TextTransformations: { Type: string }[];
  };
  ManagedRuleGroupStatement?: { Name: string; RuleActionOverrides?: { Name: string; ActionToUse: Record<string, object> }[] };
}
interface Rule {
  Name: string;
  Priority: number;
  Action?: Record<string, object>;
  Statement: Statement;
}

/** A request as the web ACL sees it after the managed groups ran: its path, headers and the labels they added. */
interface InspectedRequest {
  path: string;
  headers: Record<string, string>;
  labels: string[];
}

/** Evaluates the statements this web ACL's own rules use (label, byte match, and, or, not). */
function matches(statement: Statement, request: InspectedRequest): boolean {
  if (statement.AndStatement) return statement.AndStatement.Statements.every((inner) => matches(inner, request));
  if (statement.OrStatement) return statement.OrStatement.Statements.some((inner) => matches(inner, request));
  if (statement.NotStatement) return !matches(statement.NotStatement.Statement, request);
  if (statement.LabelMatchStatement) return request.labels.includes(statement.LabelMatchStatement.Key);
  const byteMatch = statement.ByteMatchStatement;
  if (byteMatch) {
    const header = byteMatch.FieldToMatch.SingleHeader?.Name;
    let value = header ? (request.headers[header] ?? '') : request.path;
    if (byteMatch.TextTransformations.some((transformation) => transformation.Type === 'LOWERCASE')) value = value.toLowerCase();
    if (byteMatch.PositionalConstraint !== 'STARTS_WITH') throw new Error(`unexpected constraint ${byteMatch.PositionalConstraint}`);
    return value.startsWith(byteMatch.SearchString);
  }
  throw new Error(`unexpected statement ${JSON.stringify(statement)}`);
}

let rules: Rule[];

beforeAll(() => {
  const stack = new Stack(new App(), 'Protection', { env: { region: 'us-east-1', account: '123456789012' } });
  new Protection(stack, 'Protection', { routes: httpRoutes, retainLogs: false, logRetention: logs.RetentionDays.ONE_MONTH });
  const acl = Object.values(Template.fromStack(stack).findResources('AWS::WAFv2::WebACL'))[0];
  rules = acl.Properties.Rules as Rule[];
}, 60_000);

const rule = (name: string) => rules.find((candidate) => candidate.Name === name)!;

/** Whether the rule that blocks on the core rule set's body labels blocks a request those rules matched. */
function bodyRuleBlocks(request: Omit<InspectedRequest, 'labels'>, label = 'SizeRestrictions_Body'): boolean {
  const bodyRule = rule('CoreRuleSetBody');
  expect(bodyRule.Action).toEqual({ Block: {} });
  return matches(bodyRule.Statement, { ...request, labels: [`awswaf:managed:aws:core-rule-set:${label}`] });
}

const bearer = { authorization: 'Bearer eyJraWQiOiJ0ZXN0In0.e30.c2ln' };

describe('the web ACL and long articles', () => {
  it('has the core rule set only count its body rules, so they label a request instead of blocking it', () => {
    const overrides = rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement!.RuleActionOverrides!;
    expect(overrides.map((override) => override.Name)).toEqual(expect.arrayContaining(['SizeRestrictions_BODY', 'CrossSiteScripting_BODY']));
    for (const override of overrides) expect(override.ActionToUse).toEqual({ Count: {} });
  });

  it('blocks on those labels in a rule that runs after the core rule set, which adds them', () => {
    expect(rule('CoreRuleSetBody').Priority).toBeGreaterThan(rule('AWSManagedRulesCommonRuleSet').Priority);
    const labels = JSON.stringify(rule('CoreRuleSetBody').Statement);
    for (const { label } of STUDIO_BODY_RULES) expect(labels).toContain(`awswaf:managed:aws:core-rule-set:${label}`);
  });

  it('lets a signed-in studio save of a long article with code samples through', () => {
    for (const { label } of STUDIO_BODY_RULES) {
      expect(bodyRuleBlocks({ path: '/api/admin/posts/7f3c', headers: bearer }, label)).toBe(false);
      expect(bodyRuleBlocks({ path: '/api/admin/posts', headers: { authorization: 'bearer abc.def.ghi' } }, label)).toBe(false);
    }
  });

  it('still blocks oversized or script-carrying bodies on public routes and on staff routes without a token', () => {
    for (const { label } of STUDIO_BODY_RULES) {
      expect(bodyRuleBlocks({ path: '/api/contact', headers: {} }, label)).toBe(true);
      expect(bodyRuleBlocks({ path: '/api/bookings', headers: bearer }, label)).toBe(true);
      expect(bodyRuleBlocks({ path: '/api/admin/posts', headers: {} }, label)).toBe(true);
      expect(bodyRuleBlocks({ path: '/api/administrator', headers: bearer }, label)).toBe(true);
    }
  });

  it('blocks nothing the body rules did not label', () => {
    expect(matches(rule('CoreRuleSetBody').Statement, { path: '/api/contact', headers: {}, labels: [] })).toBe(false);
  });
});
