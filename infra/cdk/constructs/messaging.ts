import { Annotations, Arn, ArnFormat, CfnOutput, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface MessagingProps {
  senderEmail: string;
  /** When the sender's domain is this hosted zone's domain, SES DKIM records are created in it. */
  hostedZone?: route53.IHostedZone;
  googleServiceAccountSecretArn?: string;
  retainData: boolean;
}

/**
 * E-mail and application secrets: the SES domain identity of the sender address (Easy DKIM), a configuration set
 * (TLS required, bounces and complaints suppressed, reputation metrics) that publishes every bounce and complaint to
 * the account's default EventBridge bus (where the e-mail event consumers' rule picks them up), the generated
 * booking-link signing secret,
 * and the operator's Google service-account secret (imported by ARN, never in code).
 */
export class Messaging extends Construct {
  readonly senderDomain: string;
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly bookingTokenSecret: secretsmanager.Secret;
  /** What CloudFront adds to every API request (`x-origin-verify`), so handlers may trust the viewer address it passes. */
  readonly originVerifySecret: secretsmanager.Secret;
  readonly googleServiceAccountSecret?: secretsmanager.ISecret;
  /** ARNs `ses:SendEmail` must be allowed on: the identity and the configuration set. */
  readonly sendEmailResources: string[];

  constructor(scope: Construct, id: string, props: MessagingProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.senderDomain = props.senderEmail.split('@')[1].toLowerCase();

    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      sendingEnabled: true,
    });
    // Bounces and complaints go to EventBridge, whose rule (Outbox) hands them to the consumer that records them in
    // the product's own suppression list: the account-level list alone would not let staff see or lift an address.
    this.configurationSet.addEventDestination('FeedbackToEventBridge', {
      destination: ses.EventDestination.eventBus(events.EventBus.fromEventBusName(this, 'DefaultEventBus', 'default')),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });

    const zone = props.hostedZone;
    const useZone = zone !== undefined && zone.zoneName.replace(/\.$/, '') === this.senderDomain;
    if (this.senderDomain === 'example.com') {
      Annotations.of(this).addWarningV2(
        'agency:sender-email',
        'No senderEmail/domainName in context: the SES identity is example.com and no e-mail can be sent. See docs/deploy.md.',
      );
    }
    this.identity = new ses.EmailIdentity(this, 'SenderIdentity', {
      identity: useZone ? ses.Identity.publicHostedZone(zone) : ses.Identity.domain(this.senderDomain),
      configurationSet: this.configurationSet,
      dkimSigning: true,
    });
    if (!useZone) {
      // Without the hosted zone the operator publishes the three DKIM CNAME records by hand.
      const records = [
        [this.identity.dkimDnsTokenName1, this.identity.dkimDnsTokenValue1],
        [this.identity.dkimDnsTokenName2, this.identity.dkimDnsTokenValue2],
        [this.identity.dkimDnsTokenName3, this.identity.dkimDnsTokenValue3],
      ];
      records.forEach(([name, value], index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          description: `SES DKIM CNAME record ${index + 1} for ${this.senderDomain} (name → value)`,
          value: `${name} CNAME ${value}`,
        });
      });
    }

    this.sendEmailResources = [
      Arn.format({ service: 'ses', resource: 'identity', resourceName: this.senderDomain }, stack),
      Arn.format(
        {
          service: 'ses',
          resource: 'configuration-set',
          resourceName: this.configurationSet.configurationSetName,
          arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
        },
        stack,
      ),
    ];

    this.bookingTokenSecret = new secretsmanager.Secret(this, 'BookingTokenSecret', {
      description: 'HMAC key signing booking management links (read at run time through BOOKING_TOKEN_SECRET_ID).',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.bookingTokenSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The booking-link signing key is rotated by the operator (docs/deploy.md): automatic rotation would invalidate ' +
        'every management link already e-mailed to customers.',
    });

    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: 'Header value CloudFront adds to every API and WebSocket request; handlers refuse any request without it (ORIGIN_VERIFY_SECRET_ID).',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The distribution takes it at deploy time (a CloudFront origin header cannot read Secrets Manager); it is ' +
        'rotated by updating the secret and redeploying the Web stack (docs/deploy.md), which a rotation Lambda could not do.',
    });

    if (props.googleServiceAccountSecretArn) {
      this.googleServiceAccountSecret = secretsmanager.Secret.fromSecretCompleteArn(
        this,
        'GoogleServiceAccountSecret',
        props.googleServiceAccountSecretArn,
      );
    }
  }
}
