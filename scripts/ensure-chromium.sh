#!/usr/bin/env bash
# The browser tests use Debian's Chromium (never a browser Playwright downloads).
# Installs it when missing and allowed (root with apt-get); otherwise says what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium fehlt: installiere Debians Paket chromium …"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium fehlt unter $CHROMIUM. Bitte installieren (Debian/Ubuntu: sudo apt-get install chromium)" >&2
echo "oder CHROMIUM_PATH auf eine vorhandene Chromium-Installation setzen." >&2
exit 1
