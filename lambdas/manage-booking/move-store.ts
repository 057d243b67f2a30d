import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BOOKING_SK, bookingPk, DAY_SK, dayPk, isConditionalCheckFailed, type CommitResult, type DayEntry, type DayItem } from '../bookings/booking-store';

/** A move in progress, kept on the BOOKING item: it locks the booking against a second move and lets a repair finish it. */
export interface PendingMove {
  /** Random id of the request that began it. */
  id: string;
  date: string;
  time: string;
  /** The invitation SEQUENCE the move gives the booking. */
  sequence: number;
  /** Epoch ms after which another request or the outbox may finish or undo it. */
  until: number;
}

/**
 * The writes that move a booking (the `bookings` table, besides booking-store.ts): the BOOKING item's pending move
 * (begin, finish, abandon), and taking an entry off a DAY item under the same version check as every other change.
 */
export class BookingMoveStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly bookingsTable: string,
  ) {}

  /** Locks the booking for this move if it still is at `from`, not cancelled, and no live move holds it. */
  async begin(bookingId: string, from: { date: string; time: string }, move: PendingMove, now: number): Promise<boolean> {
    return this.conditional({
      UpdateExpression: 'SET #move = :move',
      ConditionExpression:
        'attribute_exists(pk) AND #status <> :cancelled AND #date = :date AND #time = :time AND (attribute_not_exists(#move) OR #move.#until < :now)',
      ExpressionAttributeNames: { '#move': 'move', '#status': 'status', '#date': 'date', '#time': 'time', '#until': 'until' },
      ExpressionAttributeValues: { ':move': move, ':cancelled': 'cancelled', ':date': from.date, ':time': from.time, ':now': now },
    }, bookingId);
  }

  /** Makes the move the booking's slot (details, SEQUENCE, the slot it left) unless it was cancelled or the lock lost. */
  async finish(bookingId: string, move: PendingMove, entry: DayEntry, previous: { date: string; time: string; start: string }, at: string): Promise<boolean> {
    return this.conditional({
      UpdateExpression:
        'SET #date = :date, #time = :time, #start = :start, #end = :end, #duration = :duration, #sequence = :sequence, ' +
        'rescheduledAt = :at, previousDate = :previousDate, previousTime = :previousTime, previousStart = :previousStart REMOVE #move',
      ConditionExpression: '#move.#id = :id AND #status <> :cancelled',
      ExpressionAttributeNames: {
        '#move': 'move', '#id': 'id', '#status': 'status', '#date': 'date', '#time': 'time', '#start': 'start', '#end': 'end',
        '#duration': 'duration', '#sequence': 'sequence',
      },
      ExpressionAttributeValues: {
        ':date': entry.date, ':time': entry.time, ':start': entry.start, ':end': entry.end, ':duration': entry.duration,
        ':sequence': move.sequence, ':at': at, ':previousDate': previous.date, ':previousTime': previous.time, ':previousStart': previous.start,
        ':id': move.id, ':cancelled': 'cancelled',
      },
    }, bookingId);
  }

  /** Drops the lock of this move (a move that failed or was undone). */
  async abandon(bookingId: string, moveId: string): Promise<void> {
    await this.conditional({
      UpdateExpression: 'REMOVE #move',
      ConditionExpression: '#move.#id = :id',
      ExpressionAttributeNames: { '#move': 'move', '#id': 'id' },
      ExpressionAttributeValues: { ':id': moveId },
    }, bookingId);
  }

  /** Takes a booking off a DAY item if the item is still at the version read (`conflict`: re-read, decide again). */
  async removeFromDay(day: DayItem, bookingId: string): Promise<CommitResult> {
    try {
      await this.documents.send(
        new UpdateCommand({
          TableName: this.bookingsTable,
          Key: { pk: dayPk(day.date), sk: DAY_SK },
          UpdateExpression: 'REMOVE bookings.#id SET version = version + :one',
          ConditionExpression: 'version = :read',
          ExpressionAttributeNames: { '#id': bookingId },
          ExpressionAttributeValues: { ':one': 1, ':read': day.version },
        }),
      );
      return 'committed';
    } catch (error) {
      if (isConditionalCheckFailed(error)) return 'conflict';
      throw error;
    }
  }

  private async conditional(update: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>, bookingId: string): Promise<boolean> {
    try {
      await this.documents.send(new UpdateCommand({ TableName: this.bookingsTable, Key: { pk: bookingPk(bookingId), sk: BOOKING_SK }, ...update }));
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  }
}
