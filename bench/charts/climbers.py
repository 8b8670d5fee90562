#!/usr/bin/env python3
"""Mean best against time for every 5T climber raced here, from the research log's tables.

Each line is one climber's mean over its four seeds in the race named beside it; the races were run
on different days, each pair side by side, so lines from different races compare only roughly. The
published pool search's line is its own log's (8 seeds, its machine), drawn dashed.

Usage: bench/charts/climbers.py bench/charts/climbers-5t.tsv docs/climbers-5t-30min.svg
"""
import sys

WIDTH, HEIGHT, LEFT, RIGHT, TOP, BOTTOM = 760, 470, 60, 20, 50, 140
COLOURS = ["#c0392b", "#2c6fbb", "#27ae60", "#8e44ad", "#d35400", "#555555"]


def read(path):
    series = {}
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        name, style, minute, mean = line.rstrip("\n").split("\t")
        series.setdefault((name, style), []).append((float(minute), float(mean)))
    return series


def main(source, target):
    series = read(source)
    low = min(m for points in series.values() for _, m in points)
    low = int(low // 5) * 5
    high = int(max(m for points in series.values() for _, m in points) // 5) * 5 + 5
    x = lambda minute: LEFT + (WIDTH - LEFT - RIGHT) * minute / 30
    y = lambda mean: TOP + (HEIGHT - TOP - BOTTOM) * (high - mean) / (high - low)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="12">',
           f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
           f'<text x="{LEFT}" y="24" font-size="15" font-weight="bold">5T, one core, cold start: '
           'mean best against time, every climber raced</text>']
    for score in range(low, high + 1, 5):
        out.append(f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(score):.1f}" y2="{y(score):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{LEFT - 8}" y="{y(score) + 4:.1f}" text-anchor="end">{score}</text>')
    for minute in range(0, 31, 5):
        out.append(f'<line x1="{x(minute):.1f}" x2="{x(minute):.1f}" y1="{TOP}" y2="{HEIGHT - BOTTOM}" stroke="#eee"/>')
        out.append(f'<text x="{x(minute):.1f}" y="{HEIGHT - BOTTOM + 16}" text-anchor="middle">{minute}</text>')
    out.append(f'<text x="{(LEFT + WIDTH - RIGHT) / 2}" y="{HEIGHT - BOTTOM + 34}" text-anchor="middle">minutes</text>')
    for k, ((name, style), points) in enumerate(series.items()):
        colour = COLOURS[k % len(COLOURS)]
        path = " ".join(f"{x(m):.1f},{y(v):.1f}" for m, v in sorted(points))
        dash = ' stroke-dasharray="6 4"' if style == "dashed" else ""
        out.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2.5"{dash}/>')
        for m, v in points:
            out.append(f'<circle cx="{x(m):.1f}" cy="{y(v):.1f}" r="3" fill="{colour}"/>')
        ly = HEIGHT - BOTTOM + 52 + 16 * k
        out.append(f'<line x1="{LEFT}" x2="{LEFT + 24}" y1="{ly - 4}" y2="{ly - 4}" stroke="{colour}" '
                   f'stroke-width="2.5"{dash}/>')
        out.append(f'<text x="{LEFT + 32}" y="{ly}">{name}</text>')
    out.append("</svg>")
    open(target, "w", encoding="utf-8").write("\n".join(out) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
