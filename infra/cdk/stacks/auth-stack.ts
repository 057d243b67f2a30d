import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { Auth } from '../constructs/auth';
import { raiseAlarm } from '../constructs/monitoring';

export interface AuthStackProps extends StackProps {
  config: AppConfig;
  alarmTopic: sns.ITopic;
}

/** Staff sign-in: the Cognito user pool, the web app client and the invitation trigger. */
export class AuthStack extends Stack {
  readonly auth: Auth;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    this.auth = new Auth(this, 'Auth', {
      siteUrl: props.config.siteUrl,
      retainData: props.config.retainData,
      logRetention: props.config.logRetentionDays as logs.RetentionDays,
    });
    // A failing invitation trigger means a new colleague never gets the e-mail with their temporary password.
    raiseAlarm(this, 'InvitationTriggerErrors', props.alarmTopic, this.auth.customMessage.function.metricErrors({ statistic: 'Sum' }), {
      threshold: 1,
      description: 'The Cognito custom-message trigger failed: an invitation or password e-mail was not sent.',
      critical: true,
    });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    new CfnOutput(this, 'Issuer', { value: this.auth.issuer });
  }
}
