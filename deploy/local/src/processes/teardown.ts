/**
 * Collects how to undo each thing a stack started, and undoes them newest first. Every step runs
 * even when an earlier one fails; the failures are reported together.
 */
export class Teardown {
  private readonly steps: { name: string; run: () => Promise<void> | void }[] = [];

  add(name: string, run: () => Promise<void> | void): void {
    this.steps.push({ name, run });
  }

  async run(): Promise<void> {
    const failures: string[] = [];
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await step.run();
      } catch (error) {
        failures.push(`${step.name}: ${(error as Error).message}`);
      }
    }
    if (failures.length > 0) throw new Error(`Stopping failed for ${failures.join('; ')}`);
  }

  /** Runs `start`; if it throws, undoes what was already started and rethrows. */
  async guard<T>(start: () => Promise<T>): Promise<T> {
    try {
      return await start();
    } catch (error) {
      await this.run().catch((teardownError: unknown) => console.error(teardownError));
      throw error;
    }
  }
}
