#!/usr/bin/env bash
# Runs every benchmark of docs/benchmarks.md, one after another on an otherwise idle machine.
# Takes about 30 minutes on 2 cores. Output: one block per row, as the bench command prints it.
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -DskipTests package >/dev/null
bench() { bin/morpion bench "$@"; }

bench playouts --variant 5T --time 10
bench playouts --variant 5D --time 10
# NRPA level 3, N=100, alpha=1, one thread, 10^6 playouts: time, rate and mean best over 5 seeds
bench nrpa --variant 5T --nodes 1000000 --seeds 5
bench nrpa --variant 5D --nodes 1000000 --seeds 5
# islands: playout rate on 2 threads against 1, same 60 s budget
bench nrpa --variant 5T --time 60 --threads 1
bench nrpa --variant 5T --time 60 --threads 2
# simulated annealing at the paper's best constant temperature (Table 2), r = 10^6, 20 runs
bench annealing --variant 5D --param t0=3.2 --param t-frozen=3.2 --param r=1000000 --seeds 20
bench annealing --variant 5T --param t0=8 --param t-frozen=8 --param r=1000000 --seeds 20
# random sampling, one complete game per run (Table 1), s = 10 and 100, 20 runs
for variant in 5D 5T; do
  for scheme in rs1 rs2; do
    for s in 10 100; do
      bench sampling --variant "$variant" --param scheme=$scheme --param samples=$s --param runs=1 --seeds 20
    done
  done
done
