import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { HandlerFunction } from './handler-function';

/** The staff sign-in page, where an authorization-code sign-in returns. */
export const STAFF_SIGN_IN_PATH = '/admin/auth';

export interface AuthProps {
  /** Public URL of the site, for the sign-in link in invitation e-mails. */
  siteUrl?: string;
  retainData: boolean;
  logRetention: logs.RetentionDays;
}

/**
 * Staff sign-in: a Cognito user pool where only administrators create accounts (AdminCreateUser sends the
 * invitation), a strong password policy, TOTP MFA (optional in the pool; the staff API requires it of administrators,
 * and no device is remembered, so every sign-in of an account with it asks for a code), threat protection (Plus
 * feature plan) enforcing adaptive authentication, and the public app client of the web app (SRP, no secret). Roles
 * come from the `user_roles` table (as locally), not from Cognito groups.
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  readonly issuer: string;
  readonly customMessage: HandlerFunction;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    this.customMessage = new HandlerFunction(this, 'CustomMessage', {
      entry: 'infra/cdk/functions/cognito-custom-message.ts',
      id: 'AuthCustomMessage',
      environment: props.siteUrl ? { SITE_URL: props.siteUrl } : {},
      logRetention: props.logRetention,
      retainLogs: props.retainData,
      timeoutSeconds: 5,
      memoryMb: 256,
    });

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true }, fullname: { required: false, mutable: true } },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
        passwordHistorySize: 5,
      },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: props.retainData,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      lambdaTriggers: { customMessage: this.customMessage.function },
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA (TOTP) is optional in the pool because only administrators must have it: the staff API refuses an ' +
        'administrator whose account has no TOTP (lambdas/lib/auth.ts). Threat protection in full-function mode adds ' +
        'risk-based challenges on suspicious sign-ins.',
    });

    // Staff sign in with SRP on the site's own page. Should the hosted sign-in ever be used, only the
    // authorization-code flow (with PKCE) may return to the site's own address; without a known address there is no
    // OAuth at all, never the implicit flow or a placeholder callback.
    const site = props.siteUrl?.replace(/\/+$/, '');
    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      generateSecret: false,
      authFlows: { userSrp: true },
      ...(site
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true, implicitCodeGrant: false },
              scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
              callbackUrls: [`${site}${STAFF_SIGN_IN_PATH}`],
              logoutUrls: [`${site}/`],
            },
          }
        : { disableOAuth: true }),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.COGNITO],
    });

    this.issuer = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;
  }
}
