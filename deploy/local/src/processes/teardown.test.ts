import { Teardown } from './teardown';

describe('Teardown', () => {
  it('undoes newest first and runs every step even when one fails', async () => {
    const order: string[] = [];
    const teardown = new Teardown();
    teardown.add('sandbox', () => void order.push('sandbox'));
    teardown.add('nginx', () => {
      order.push('nginx');
      throw new Error('already gone');
    });
    teardown.add('server', async () => void order.push('server'));
    await expect(teardown.run()).rejects.toThrow('Stopping failed for nginx: already gone');
    expect(order).toEqual(['server', 'nginx', 'sandbox']);
  });

  it('runs each step once', async () => {
    let runs = 0;
    const teardown = new Teardown();
    teardown.add('once', () => void (runs += 1));
    await teardown.run();
    await teardown.run();
    expect(runs).toBe(1);
  });

  it('undoes what started when a later start fails', async () => {
    const stopped: string[] = [];
    const teardown = new Teardown();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      teardown.guard(async () => {
        teardown.add('sandbox', () => void stopped.push('sandbox'));
        throw new Error('port 8080 taken');
      }),
    ).rejects.toThrow('port 8080 taken');
    expect(stopped).toEqual(['sandbox']);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
