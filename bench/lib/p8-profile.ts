// P8's CPU profile summary: where the server spent its time, from the .cpuprofile V8 writes with
// `node --cpu-prof` (samples of the running function, each with the time since the previous one),
// counted within a window of the monotonic clock (the deciding phase, as the load generator saw it:
// V8's profile timestamps and process.hrtime() both read CLOCK_MONOTONIC, so one window fits both).
import fs from 'node:fs';

type TCallFrame = { functionName: string; url: string; lineNumber: number };
type TProfileNode = { id: number; callFrame: TCallFrame };
type TCpuProfile = {
  nodes: TProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** A script's module as a reader names it: the package under node_modules, or the repository file. */
function moduleOf(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node: (Node internals)';
  const path = url.replace(/^file:\/\//, '');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inModules) return inModules[1]!;
  const inRepo = /\/(apps|packages)\/(.+)$/.exec(path);
  return inRepo ? `${inRepo[1]}/${inRepo[2]}` : path;
}

function functionOf(frame: TCallFrame): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const file = frame.url.replace(/^file:\/\//, '').replace(/^.*\/(node_modules|apps|packages)\//, '$1/');
  return `${name}  ${file}:${frame.lineNumber + 1}`;
}

const top = (totals: Map<string, number>, n: number) =>
  [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);

/** The profile's self time by function and by module within [fromUs, toUs], as printable lines. */
export function summariseProfile(file: string, fromUs: number, toUs: number, n = 15): string[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as TCpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  let at = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    // A sample stands for the time until the next one.
    const span = profile.timeDeltas[i + 1] ?? 0;
    if (at < fromUs || at > toUs) continue;
    const node = byId.get(profile.samples[i]!);
    if (!node) continue;
    total += span;
    const fn = functionOf(node.callFrame);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + span);
    const mod = node.callFrame.url ? moduleOf(node.callFrame.url) : node.callFrame.functionName;
    byModule.set(mod, (byModule.get(mod) ?? 0) + span);
  }
  const line = ([name, us]: [string, number]) =>
    `${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / Math.max(total, 1)).toFixed(1).padStart(5)}%  ${name}`;
  return [
    `CPU profile ${file}: ${(total / 1e6).toFixed(1)} s sampled in the window`,
    `top ${n} functions by self time:`,
    ...top(byFunction, n).map(line),
    `top ${n} modules by self time:`,
    ...top(byModule, n).map(line),
  ];
}
