/**
 * The catalogue's version: every write that changes what a marketplace or store page shows
 * (vendors, their hours, offers and ratings, products, prices, availability, a reset to the seed)
 * bumps it, so a stack that prerenders those pages knows when to publish them again.
 */
export interface CatalogueChange {
  version: number;
  /** On the sandbox clock. */
  changedAt: string;
  /** What changed, in words, for a stack's log. */
  reason: string;
}

export type CatalogueListener = (change: CatalogueChange) => void;

export class CatalogueChanges {
  private current: CatalogueChange;
  private readonly listeners = new Set<CatalogueListener>();

  constructor(private readonly now: () => string) {
    this.current = { version: 0, changedAt: now(), reason: 'the sandbox started' };
  }

  get latest(): CatalogueChange {
    return this.current;
  }

  /** Call once the write has committed: a listener may read the catalogue straight away. */
  bump(reason: string): CatalogueChange {
    this.current = { version: this.current.version + 1, changedAt: this.now(), reason };
    for (const listener of this.listeners) {
      // A listener's failure is its own: the write it heard about has happened all the same.
      try {
        listener(this.current);
      } catch (error) {
        console.error('sandbox: a catalogue listener failed', error);
      }
    }
    return this.current;
  }

  subscribe(listener: CatalogueListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}
