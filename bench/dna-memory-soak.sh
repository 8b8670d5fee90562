#!/usr/bin/env bash
# Soak (issue 54): the DNA search at its widest settings (window 500, no upkeep, the largest pool and
# archive) for MINUTES minutes (default 30) on one thread, in a heap of the bound `morpion algorithms
# dna` states at the widest settings plus 64 MB for the command line itself. Prints the heap after
# each full collection (GC log), the checkpoint's size, and then resumes from the checkpoint for 30 s:
# an OutOfMemoryError or a refused resume fails it.
# Usage: bench/dna-memory-soak.sh [MINUTES] [OUT-DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-30}
out=${2:-target/dna-memory-soak}
rm -rf "$out" && mkdir -p "$out"
app=target/quarkus-app
[ -d "$app/lib/main" ] || ./mvnw -q -DskipTests package
bound_mb=$(bin/morpion algorithms dna | sed -n 's/.*MB a thread at the defaults, \([0-9,]*\) MB at the widest.*/\1/p' | tr -d ,)
heap_mb=$((bound_mb + 64))
params=(-P window=500 -P maintenance=2147483647 -P pool=100000 -P archive=100000)
run() {
  java -Xmx${heap_mb}m -XX:+ExitOnOutOfMemoryError "-Xlog:gc:file=$out/gc-$1.log" -Djava.awt.headless=true \
    -cp "$app/app/*:$app/lib/main/*" io.morpion.cli.MorpionCli search --variant 5T --seed 54 \
    "${params[@]}" -o "$out/best.msr" --checkpoint "$out/best.mck" --checkpoint-interval 5m "${@:2}"
}
echo "DNA, widest settings, ${minutes} min in a heap of ${heap_mb} MB (stated bound ${bound_mb} MB + 64 MB)"
start=$(date +%s)
run first --time "${minutes}m" > "$out/first.out" 2> "$out/first.err"
echo "first run: exit 0 after $(( $(date +%s) - start )) s; $(tail -1 "$out/first.out")"
echo "largest heap after a collection: $(grep -o '[0-9]*M->[0-9]*M' "$out/gc-first.log" | sed 's/.*->//' | sort -n | tail -1)"
echo "checkpoint: $(stat -c %s "$out/best.mck") bytes"
run resumed --resume "$out/best.mck" --time 30s > "$out/resumed.out" 2> "$out/resumed.err"
echo "resumed for 30 s: exit 0; $(tail -1 "$out/resumed.out")"
