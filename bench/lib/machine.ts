// Where the figures were measured, printed above them.
import os from 'node:os';

export function describeMachine(now = new Date()): string[] {
  const cpus = os.cpus();
  return [
    `date     ${now.toISOString()}`,
    `machine  ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.type()} ${os.release()} ${os.arch()}`,
    `node     ${process.version}`,
    // Benchmarks share the machine: a load well above 0 means other work distorted the figures.
    `load     ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (1, 5, 15 min) before the run`,
  ];
}
