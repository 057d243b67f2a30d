import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { SCHEDULER_ROLE_ENV, SCHEDULE_GROUP_ENV, scheduleTargetArnEnvVar } from '../../../shared/contracts/routes/types';
import type { ScheduleTargetName } from '../../../shared/contracts/routes/types';
import type { HandlerFunction } from './handler-function';

export interface SchedulingProps {
  /** The schedule group's name (one per deployment, so two stacks in one account never share schedules). */
  groupName: string;
}

/**
 * EventBridge Scheduler for one-time schedules (a booking's reminders; a post or project published at its time): a schedule group, and the role
 * Scheduler assumes to invoke the targets, which may invoke exactly their `live` aliases. A handler that creates
 * schedules gets the group, the role and each target's alias ARN in its environment, may create, update, read and
 * delete schedules of this group only, and may pass this role to Scheduler only.
 */
export class Scheduling extends Construct {
  readonly group: scheduler.ScheduleGroup;
  readonly role: iam.Role;
  private readonly targets = new Map<ScheduleTargetName, string>();

  constructor(scope: Construct, id: string, props: SchedulingProps) {
    super(scope, id);
    this.group = new scheduler.ScheduleGroup(this, 'Group', { scheduleGroupName: props.groupName });
    this.role = new iam.Role(this, 'InvokeRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'EventBridge Scheduler invokes the one-time schedules\' targets (their live aliases) with this role',
    });
  }

  /** Lets schedules invoke `fn` (its `live` alias) as the target `name`. */
  addTarget(name: ScheduleTargetName, fn: HandlerFunction): void {
    this.role.addToPolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.live.functionArn] }));
    this.targets.set(name, fn.live.functionArn);
  }

  /** Lets `fn` keep one-time schedules of `targets` (declared before with `addTarget`). */
  allowScheduling(fn: HandlerFunction, targets: readonly ScheduleTargetName[], handler: string): void {
    for (const target of targets) {
      const arn = this.targets.get(target);
      if (!arn) throw new Error(`${handler} schedules the target "${target}", which no function serves`);
      fn.function.addEnvironment(scheduleTargetArnEnvVar(target), arn);
    }
    fn.function.addEnvironment(SCHEDULE_GROUP_ENV, this.group.scheduleGroupName);
    fn.function.addEnvironment(SCHEDULER_ROLE_ENV, this.role.roleArn);
    const schedules = Stack.of(this).formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${this.group.scheduleGroupName}/*` });
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'], resources: [schedules] }),
    );
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['iam:PassRole'], resources: [this.role.roleArn], conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } } }),
    );
    fn.acknowledgeWildcard(schedules, 'One-time schedules are named from their item (a booking\'s reminder, a scheduled post or project) at run time; the ARN is limited to this deployment\'s schedule group.');
  }
}
