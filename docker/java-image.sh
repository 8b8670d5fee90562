#!/usr/bin/env bash
# The base image of the container stack, built offline from Debian's packages: a Debian root filesystem from
# debootstrap with Debian's OpenJDK 17, imported into podman as IMAGE. No image registry is needed.
#   docker/java-image.sh --tools   installs podman, podman-compose, runc and debootstrap if any is missing
#   docker/java-image.sh IMAGE     installs them if need be, then builds IMAGE
# docker/test-stack.sh calls it; CI builds the image beside the Maven build (.ci/run), having installed the tools
# first, so that its apt-get never meets the one that installs Chromium for the browser tests.
# Needs root, or passwordless sudo.
set -euo pipefail
cd "$(dirname "$0")/.."
sudo=""
if [ "$(id -u)" != 0 ]; then sudo="sudo -n"; fi
say() { printf '%s stack: %s\n' "$(date +%T)" "$*"; }
fail() { say "FAILED: $*"; exit 1; }

if ! command -v podman >/dev/null || ! command -v podman-compose >/dev/null || ! command -v debootstrap >/dev/null \
    || ! command -v runc >/dev/null; then
  say "installing podman, podman-compose, runc and debootstrap"
  $sudo apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q podman podman-compose runc debootstrap >/dev/null
fi
[ "${1:-}" != "--tools" ] || exit 0
image=${1:?usage: docker/java-image.sh IMAGE | --tools}

# the Debian mirror and proxy this machine's apt uses, so that debootstrap reaches what apt reaches
# (MORPION_DEBIAN_MIRROR overrides it); no mirror is named here, the machine's own sources say it
mirror=${MORPION_DEBIAN_MIRROR:-}
[ -n "$mirror" ] || mirror=$(sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -1)
[ -n "$mirror" ] || mirror=$(sed -n 's/^deb \(\[[^]]*\] \)\{0,1\}\(http[^ ]*\).*/\2/p' /etc/apt/sources.list \
  /etc/apt/sources.list.d/*.list 2>/dev/null | head -1)
if [ -z "$mirror" ]; then
  echo "java-image: no Debian mirror in this machine's apt sources (/etc/apt/sources.list*); set MORPION_DEBIAN_MIRROR" >&2
  exit 1
fi
proxy=$(apt-config dump 2>/dev/null | sed -n 's/^Acquire::http::Proxy "\(.*\)";/\1/p' | head -1)
if [ -n "$proxy" ]; then export http_proxy="$proxy"; fi
work=$(mktemp -d)
trap '$sudo rm -rf "$work"' EXIT
say "building the Java image from Debian's packages (debootstrap from $mirror)"
$sudo env ${http_proxy:+http_proxy=$http_proxy} debootstrap --variant=minbase \
  --include=openjdk-17-jre-headless,ca-certificates bookworm "$work/rootfs" "$mirror" \
  >"$work/debootstrap.log" 2>&1 || { tail -20 "$work/debootstrap.log"; fail "debootstrap"; }
$sudo tar -C "$work/rootfs" -c . | $sudo podman import -q - "$image" >/dev/null
say "built $image"
