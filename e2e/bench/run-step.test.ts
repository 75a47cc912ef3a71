/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { runStep, StepFailed } from './run-step';

describe('runStep', () => {
  it('answers what a step printed, on both streams', async () => {
    const result = await runStep('node', ['-e', 'console.log("out"); console.error("err")'], '.');
    expect(result.output).toContain('out');
    expect(result.output).toContain('err');
  });

  it('rejects a step that exits non-zero with its code and everything it printed', async () => {
    const failed = runStep(
      'node',
      ['-e', 'console.log("{\\"figures\\":1}"); process.exit(3)'],
      '.',
    );
    await expect(failed).rejects.toBeInstanceOf(StepFailed);
    await expect(failed).rejects.toMatchObject({ code: 3, output: '{"figures":1}\n' });
  });
});
