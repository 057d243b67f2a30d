import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { SCHEDULER_ROLE_ENV, SCHEDULE_GROUP_ENV, scheduleTargetArnEnvVar, type ScheduleTargetName } from '../../shared/contracts/routes/types';
import { requiredEnv } from './aws';

/** One-time schedules of a target, by name: what the reminder and publishing rules need of EventBridge Scheduler. */
export interface OneTimeSchedules {
  /** Creates the schedule, or moves it when one of that name exists: safe to repeat. */
  put(name: string, at: string, input: unknown): Promise<void>;
  /** Deletes the schedule; one that is gone (ran, or never made) is fine. */
  delete(name: string): Promise<void>;
}

let client: SchedulerClient | undefined;

/**
 * EventBridge Scheduler one-time schedules (`at(…)` in UTC) invoking `target` with `input` as its event, in this
 * stack's schedule group, each deleted by Scheduler once it ran (`ActionAfterCompletion: DELETE`). The endpoint is
 * the SDK's (`AWS_ENDPOINT_URL_SCHEDULER` locally, the emulator in infra/local).
 */
export function oneTimeSchedules(target: ScheduleTargetName): OneTimeSchedules {
  const scheduler = () => (client ??= new SchedulerClient({}));
  const request = (name: string, at: string, input: unknown): CreateScheduleCommandInput => ({
    Name: name,
    GroupName: requiredEnv(SCHEDULE_GROUP_ENV),
    ScheduleExpression: `at(${new Date(at).toISOString().slice(0, 19)})`,
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    Target: {
      Arn: requiredEnv(scheduleTargetArnEnvVar(target)),
      RoleArn: requiredEnv(SCHEDULER_ROLE_ENV),
      Input: JSON.stringify(input),
      // Scheduler retries a failed invocation; an hour later a reminder or a publish is no longer worth making.
      RetryPolicy: { MaximumEventAgeInSeconds: 3600, MaximumRetryAttempts: 10 },
    },
  });
  return {
    async put(name, at, input) {
      try {
        await scheduler().send(new CreateScheduleCommand(request(name, at, input)));
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
        try {
          await scheduler().send(new UpdateScheduleCommand(request(name, at, input)));
        } catch (updateError) {
          // Deleted between the two calls (it ran): make it again.
          if (!(updateError instanceof ResourceNotFoundException)) throw updateError;
          await scheduler().send(new CreateScheduleCommand(request(name, at, input)));
        }
      }
    },
    async delete(name) {
      try {
        await scheduler().send(new DeleteScheduleCommand({ Name: name, GroupName: requiredEnv(SCHEDULE_GROUP_ENV) }));
      } catch (error) {
        if (!(error instanceof ResourceNotFoundException)) throw error;
      }
    },
  };
}
