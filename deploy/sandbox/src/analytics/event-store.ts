/** What the analytics sink received, kept in memory for tests to read back. */

export interface ReceivedEvent {
  uuid: string | null;
  event: string;
  distinct_id: string | null;
  properties: Record<string, unknown>;
  $set: Record<string, unknown>;
  $set_once: Record<string, unknown>;
  timestamp: string | null;
  endpoint: string;
  received_at: string;
}

export interface Person {
  distinct_id: string;
  /** Anonymous ids merged into this person by $identify. */
  aliases: string[];
  properties: Record<string, unknown>;
}

/** Bounded, so a long browsing session with recordings cannot exhaust memory. */
const MAX_EVENTS = 5000;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const asString = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** The events in a capture payload: one event, an array, or a `{ batch }` envelope. */
export function eventsIn(payload: unknown): Record<string, unknown>[] {
  const record = asRecord(payload);
  const list = Array.isArray(payload)
    ? payload
    : Array.isArray(record.batch)
      ? record.batch
      : Array.isArray(record.data)
        ? record.data
        : [payload];
  // Anything that is not an event object (a number, a string) is not kept.
  return list.map(asRecord).filter((entry) => typeof entry.event === 'string');
}

export class AnalyticsEventStore {
  private events: ReceivedEvent[] = [];

  add(endpoint: string, raw: Record<string, unknown>, receivedAt: string): ReceivedEvent {
    const properties = asRecord(raw.properties);
    const event: ReceivedEvent = {
      uuid: asString(raw.uuid),
      event: String(raw.event),
      distinct_id: asString(raw.distinct_id) ?? asString(properties.distinct_id),
      properties,
      $set: { ...asRecord(properties.$set), ...asRecord(raw.$set) },
      $set_once: { ...asRecord(properties.$set_once), ...asRecord(raw.$set_once) },
      timestamp: asString(raw.timestamp),
      endpoint,
      received_at: receivedAt,
    };
    this.events.push(event);
    if (this.events.length > MAX_EVENTS) this.events.splice(0, this.events.length - MAX_EVENTS);
    return event;
  }

  list(filter: { event?: string | undefined; distinct_id?: string | undefined }): ReceivedEvent[] {
    return this.events.filter(
      (event) =>
        (filter.event === undefined || event.event === filter.event) &&
        (filter.distinct_id === undefined || event.distinct_id === filter.distinct_id),
    );
  }

  clear(): void {
    this.events = [];
  }

  /** Person properties as PostHog would hold them: $set wins, $set_once keeps the first value. */
  persons(): Person[] {
    const people = new Map<string, Person>();
    const personFor = (id: string) => {
      let person = people.get(id);
      if (!person) {
        person = { distinct_id: id, aliases: [], properties: {} };
        people.set(id, person);
      }
      return person;
    };
    for (const event of this.events) {
      if (!event.distinct_id) continue;
      const person = personFor(event.distinct_id);
      const anonymous =
        event.event === '$identify' ? asString(event.properties.$anon_distinct_id) : null;
      if (anonymous && anonymous !== person.distinct_id) {
        const merged = people.get(anonymous);
        if (merged) {
          person.properties = { ...merged.properties, ...person.properties };
          people.delete(anonymous);
        }
        if (!person.aliases.includes(anonymous)) person.aliases.push(anonymous);
      }
      for (const [key, value] of Object.entries(event.$set_once)) {
        if (!(key in person.properties)) person.properties[key] = value;
      }
      Object.assign(person.properties, event.$set);
    }
    return [...people.values()];
  }
}
