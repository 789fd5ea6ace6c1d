#!/usr/bin/env bash
# Browser tests use Debian's Chromium, never a downloaded browser. Install it when it is missing,
# with Noto fonts so Hindi (Devanagari) renders in screenshots instead of empty boxes.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -d /usr/share/fonts/truetype/noto ] || need+=(fonts-noto-core)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "khelo: missing ${need[*]}; install them with apt-get install ${need[*]}" >&2
  exit 1
fi
echo "khelo: installing Debian's ${need[*]} for the browser tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${need[@]}" >/dev/null
/usr/bin/chromium --version
