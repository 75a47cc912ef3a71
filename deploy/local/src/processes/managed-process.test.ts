import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { livingProcessCount, runToCompletion, spawnManaged } from './managed-process';

/** Running, not a zombie waiting for a reaper (containers' PID 1 may never reap). */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

describe('managed processes', () => {
  it('stops a child and the processes it started', async () => {
    // The shell starts a grandchild and prints its pid, like pnpm -> sh -> rspack.
    const lines: string[] = [];
    const proc = spawnManaged('tree', 'sh', ['-c', 'sleep 60 & echo $!; wait'], {
      cwd: process.cwd(),
      onLine: (line) => lines.push(line),
    });
    while (lines.length === 0) await sleep(20);
    const grandchild = Number(lines[0]);
    expect(isAlive(grandchild)).toBe(true);
    await proc.stop();
    await sleep(50);
    expect(isAlive(grandchild)).toBe(false);
    expect(livingProcessCount()).toBe(0);
  });

  it('kills a child that ignores the polite signal', async () => {
    const proc = spawnManaged('stubborn', 'sh', ['-c', 'trap "" TERM; echo ready; sleep 60'], {
      cwd: process.cwd(),
      stopTimeoutMs: 200,
      onLine: () => undefined,
    });
    while (proc.recentOutput() === '') await sleep(20);
    await proc.stop();
    expect(await proc.exited).toBe('SIGKILL');
  });

  it('rejects a failed command with the end of its output', async () => {
    await expect(
      runToCompletion(
        'build',
        'sh',
        ['-c', 'echo compiling; echo "error: x is not defined" >&2; exit 2'],
        {
          cwd: process.cwd(),
        },
      ),
    ).rejects.toThrow(/build failed \(sh .* exited with 2\):\ncompiling\nerror: x is not defined/);
  });

  it('reports a command that does not exist', async () => {
    await expect(
      runToCompletion('missing', 'no-such-binary-jara', [], { cwd: process.cwd() }),
    ).rejects.toThrow(/missing failed .*spawn-error[\s\S]*ENOENT/);
  });
});
