// The machine a bench ran on, recorded beside the figures so they can be compared fairly.
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import type { Machine } from './report.ts';

export function describeMachine(): Machine {
  const cores = cpus();
  return {
    date: new Date().toISOString(),
    cpuModel: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${type()} ${release()}`,
    loadAverage: loadavg(),
  };
}
