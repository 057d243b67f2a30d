import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import { handlerId, type ScheduledHandler } from '../../../shared/contracts/routes/types';
import type { HandlerCatalog } from './handler-catalog';

/**
 * One EventBridge rule per scheduled handler of the route table, firing every `everyMinutes` and invoking the
 * function's live alias (so a rollback moves the schedule too). The rule lives beside its function, in the function's
 * nested stack: the invoke permission the target adds names the rule and belongs to the function. A missed run is not
 * retried: the next one, minutes later, does the same work.
 */
export function addSchedules(handlers: readonly ScheduledHandler[], catalog: HandlerCatalog, placement: (handler: string) => Construct): void {
  for (const scheduled of handlers) {
    new events.Rule(placement(scheduled.handler), `${handlerId(scheduled.handler)}Schedule`, {
      description: scheduled.description,
      schedule: events.Schedule.rate(Duration.minutes(scheduled.everyMinutes)),
      targets: [new targets.LambdaFunction(catalog.get(scheduled.handler).live, { retryAttempts: 0 })],
    });
  }
}
