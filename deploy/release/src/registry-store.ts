/**
 * Where the runtime registry lives, as a compare-and-swap cell: a read hands back the registry
 * with a tag naming that exact state, and a write only lands when the stored registry still
 * carries the tag. Two releases at once can then never lose each other's update.
 */
import type { RemoteRegistry } from '@jara/contracts/runtime-config';

export interface RegistryRead {
  registry: RemoteRegistry;
  /** The stored state the registry was read from; undefined when none is stored yet. */
  tag: string | undefined;
}

export type WriteOutcome = 'written' | 'conflict';

export interface RegistryStore {
  /** For messages: the file or object the registry is. */
  readonly location: string;
  read(): Promise<RegistryRead>;
  /** Writes unless the stored registry changed since the read that gave `expectedTag`. */
  write(registry: RemoteRegistry, expectedTag: string | undefined): Promise<WriteOutcome>;
}
