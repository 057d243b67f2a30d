import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

/** The site's not-found page in the web build. */
export const NOT_FOUND_PAGE = '/404.html';

/** Served when the web build has no not-found page (a deploy without `npm run build:web`). */
const PLACEHOLDER_PAGE = '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex"><title>Page not found</title><p>This page does not exist.</p></html>';

/**
 * Origin-response code of the site behaviour. A page the bucket does not hold (an unpublished article, a mistyped
 * address) answers the site's not-found page with status 404 instead of the bucket's XML error; the routing function
 * sends unknown paths to the not-found page itself, which is answered with status 404 too. The page travels with the
 * function (Lambda@Edge can read no bucket of another region cheaply, and a cached answer never calls it again).
 * Only the site behaviour runs it: the API's own JSON errors pass untouched, which custom error responses, applying
 * to the whole distribution, would not allow.
 */
export const notFoundFunctionCode = (cacheControl: string) => `'use strict';
const { readFileSync } = require('node:fs');
const page = readFileSync(require('node:path').join(__dirname, '404.html'), 'utf8');
exports.handler = async (event) => {
  const { request, response } = event.Records[0].cf;
  if (response.status === '404') {
    return {
      status: '404',
      statusDescription: 'Not Found',
      headers: {
        'content-type': [{ key: 'Content-Type', value: 'text/html; charset=utf-8' }],
        'cache-control': [{ key: 'Cache-Control', value: ${JSON.stringify(cacheControl)} }],
      },
      body: page,
    };
  }
  if (request.uri === ${JSON.stringify(NOT_FOUND_PAGE)} && response.status === '200') {
    response.status = '404';
    response.statusDescription = 'Not Found';
  }
  return response;
};
`;

export interface NotFoundPageProps {
  /** The web build folder (absolute). */
  distDir: string;
  /** Cache-Control of the answer (the site's HTML caching). */
  cacheControl: string;
}

/**
 * The Lambda@Edge function that turns the site bucket's 404 into the site's not-found page (see
 * `notFoundFunctionCode`). Lambda@Edge functions live in us-east-1: CDK's EdgeFunction deploys it there from any
 * region.
 */
export class NotFoundPage extends Construct {
  readonly function: cloudfront.experimental.EdgeFunction;

  constructor(scope: Construct, id: string, props: NotFoundPageProps) {
    super(scope, id);
    const built = path.join(props.distDir, NOT_FOUND_PAGE);
    const bundle = mkdtempSync(path.join(tmpdir(), 'not-found-page-'));
    writeFileSync(path.join(bundle, 'index.js'), notFoundFunctionCode(props.cacheControl));
    writeFileSync(path.join(bundle, '404.html'), existsSync(built) ? readFileSync(built) : PLACEHOLDER_PAGE);

    this.function = new cloudfront.experimental.EdgeFunction(this, 'Function', {
      // Outside us-east-1, CDK puts the function in a stack of its own there, which the web stack depends on.
      stackId: `${Stack.of(this).stackName}-Edge`,
      runtime: lambda.Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: lambda.Code.fromAsset(bundle),
      memorySize: 128,
      timeout: Duration.seconds(5),
      description: 'Answers the site not-found page with status 404 for a page the site bucket does not hold',
    });
    // The function lives in the edge stack (us-east-1), so its findings are acknowledged on it, not on this construct.
    Validations.of(this.function.lambda).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason: 'Node.js 22 is the project runtime (the handlers run on it too); moving to Node.js 24 is a deliberate upgrade.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          'Lambda@Edge writes its logs in the region of each edge location that runs it, to groups it names itself: ' +
          'the AWS-maintained basic execution policy is the documented permission set, and the function calls nothing else.',
      },
    );
  }
}
