// Reads a V8 .cpuprofile (`node --cpu-prof`) and prints where the time went: self time summed per function and
// per file, heaviest first. `node --import tsx tests/bench/cpu-profile.ts file.cpuprofile [rows]`.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const shortUrl = (url: string) =>
  url.replace(/^file:\/\/.*?\/node_modules\//, '~/').replace(/^file:\/\/.*?\/src\//, 'src/') || '(native)';

function summarise(profile: Profile, rows: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const perFunction = new Map<string, number>();
  const perFile = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const micros = profile.timeDeltas[i] ?? 0;
    total += micros;
    const file = shortUrl(frame.url);
    const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    perFunction.set(fn, (perFunction.get(fn) ?? 0) + micros);
    const module = file.startsWith('~/')
      ? file
          .split('/')
          .slice(0, file.startsWith('~/@') ? 3 : 2)
          .join('/')
      : file;
    perFile.set(module, (perFile.get(module) ?? 0) + micros);
  });
  const print = (title: string, table: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, micros] of [...table].sort((a, b) => b[1] - a[1]).slice(0, rows))
      console.log(
        `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`,
      );
  };
  print('self time per function', perFunction);
  print('self time per file or package', perFile);
}

const [path, rows = '30'] = process.argv.slice(2);
if (!path) throw new Error('usage: cpu-profile.ts file.cpuprofile [rows]');
summarise(JSON.parse(readFileSync(path, 'utf8')) as Profile, Number(rows));
