#!/usr/bin/env node
// Per-class test times from the reports a build left (target/surefire-reports, target/failsafe-reports), each
// class in its tier by the annotation its source carries: prints the heaviest classes and each tier's total, writes
// them to target/test-times.md, and fails when the fast tier (the untagged classes) takes more than its budget of
// seconds, summed over its classes (--fast-budget, default 200). With --readme, rewrites README.md's table of the
// heaviest classes between its markers.
//
//   node .ci/test-times.mjs [--fast-budget S] [--readme] [--top N]
import { readFileSync, readdirSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : args[at + 1];
};
const budget = Number(option('--fast-budget', '200'));
const top = Number(option('--top', '15'));

/** Every test source's class name and tier: service, browser or slow by its annotation, else fast. */
function tiers() {
  const found = new Map();
  const walk = dir => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.java')) {
        const text = readFileSync(path, 'utf8');
        const pkg = /^package\s+([\w.]+);/m.exec(text);
        const cls = `${pkg ? pkg[1] + '.' : ''}${name.slice(0, -5)}`;
        const tier = /@ServiceTest\b|@Tag\(Tiers\.SERVICE\)/.test(text) ? 'service'
          : /@BrowserTest\b/.test(text) ? 'browser'
            : /@SlowTest\b/.test(text) ? 'slow' : 'fast';
        found.set(cls, tier);
      }
    }
  };
  for (const dir of ['src/test/java', 'msr-lib/src/test/java']) {
    if (existsSync(join(root, dir))) walk(join(root, dir));
  }
  return found;
}

/** Each test class the reports name, with its tests and seconds. */
function reports() {
  const classes = [];
  for (const dir of ['target/surefire-reports', 'target/failsafe-reports', 'msr-lib/target/surefire-reports']) {
    const path = join(root, dir);
    if (!existsSync(path)) continue;
    for (const name of readdirSync(path).filter(n => /^TEST-.*\.xml$/.test(n))) {
      const head = readFileSync(join(path, name), 'utf8').slice(0, 4000);
      const suite = /<testsuite\b[^>]*>/.exec(head);
      if (!suite) continue;
      const attribute = key => (new RegExp(`\\b${key}="([^"]*)"`).exec(suite[0]) || [])[1];
      classes.push({ name: attribute('name'), tests: Number(attribute('tests')), seconds: Number(attribute('time')) });
    }
  }
  return classes;
}

/** The service processes the integration tests started (target/it-service-cpu/), summed per class. */
function serviceCpu() {
  const dir = join(root, 'target/it-service-cpu');
  if (!existsSync(dir)) return '';
  const perClass = new Map();
  const rows = readdirSync(dir).flatMap(name => readFileSync(join(dir, name), 'utf8').split('\n')).filter(Boolean);
  for (const row of rows) {
    const [name, cpu, wall] = row.split('\t');
    const sum = perClass.get(name) ?? { starts: 0, cpu: 0, wall: 0 };
    sum.starts++;
    sum.cpu += Number(cpu);
    sum.wall += Number(wall);
    perClass.set(name, sum);
  }
  const sorted = [...perClass.entries()].sort((a, b) => b[1].cpu - a[1].cpu);
  const all = sorted.reduce((t, [, s]) => ({ starts: t.starts + s.starts, cpu: t.cpu + s.cpu }), { starts: 0, cpu: 0 });
  return ['', `| services the integration tests started: ${all.starts}, ${all.cpu.toFixed(0)} CPU-s in their JVMs `
    + '| starts | CPU-s | seconds alive, summed |', '|---|---|---|---|',
  ...sorted.map(([name, s]) => `| \`${name}\` | ${s.starts} | ${s.cpu.toFixed(1)} | ${s.wall.toFixed(1)} |`)].join('\n');
}

const tierOf = tiers();
const classes = reports().map(c => ({ ...c, tier: tierOf.get(c.name.split('$')[0]) ?? 'fast' }))
  .sort((a, b) => b.seconds - a.seconds);
if (classes.length === 0) {
  console.error('no test reports under target/: run the tests first (./mvnw -B verify)');
  process.exit(2);
}
const totals = {};
for (const c of classes) {
  totals[c.tier] ??= { classes: 0, tests: 0, seconds: 0 };
  totals[c.tier].classes++;
  totals[c.tier].tests += c.tests;
  totals[c.tier].seconds += c.seconds;
}
const seconds = s => `${s.toFixed(1)} s`;
const lines = [
  '| tier | classes | tests | seconds, summed |', '|---|---|---|---|',
  ...Object.entries(totals).map(([tier, t]) => `| ${tier} | ${t.classes} | ${t.tests} | ${seconds(t.seconds)} |`),
  '', `| the ${top} heaviest classes | tier | tests | seconds |`, '|---|---|---|---|',
  ...classes.slice(0, top).map(c => `| \`${c.name.replace(/^io\.morpion\./, '')}\` | ${c.tier} | ${c.tests} | ${seconds(c.seconds)} |`),
];
const table = lines.join('\n');
console.log(table);
console.log(serviceCpu());
writeFileSync(join(root, 'target/test-times.md'), table + '\n');

if (args.includes('--readme')) {
  const readme = join(root, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const begin = '<!-- test-times:begin -->';
  const end = '<!-- test-times:end -->';
  if (!text.includes(begin) || !text.includes(end)) {
    console.error(`README.md has no ${begin} … ${end} section to rewrite`);
    process.exit(2);
  }
  const stamped = `${begin}\n${table}\n${end}`;
  writeFileSync(readme, text.replace(new RegExp(`${begin}[\\s\\S]*?${end}`), stamped));
  console.log('README.md: the table rewritten');
}

const fast = totals.fast?.seconds ?? 0;
if (fast > budget) {
  const heaviest = classes.filter(c => c.tier === 'fast').slice(0, 5)
    .map(c => `${c.name} ${seconds(c.seconds)}`).join(', ');
  console.error(`the fast tier took ${seconds(fast)} summed over its classes, over its budget of ${budget} s;`
    + ` lighten its heaviest classes or move them to a slower tier: ${heaviest}`);
  process.exit(1);
}
console.log(`the fast tier: ${seconds(fast)} summed over its classes, within its budget of ${budget} s`);
