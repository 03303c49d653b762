#!/usr/bin/env bash
# The browser tests run in Debian's Chromium, as its headless build (chromium-headless-shell: the
# same Chromium as the chromium package, without the desktop browser's own pages and processes;
# docs/decisions/038-test-suite.md), never in a browser Playwright downloads. Installs it when
# missing and allowed (root with apt-get); otherwise says what to do. CHROMIUM_PATH names another.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ -z "${CHROMIUM_PATH:-}" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium fehlt: installiere Debians Paket chromium-headless-shell …"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  exit 0
fi
echo "Chromium fehlt unter $CHROMIUM. Bitte installieren (Debian/Ubuntu: sudo apt-get install chromium-headless-shell)" >&2
echo "oder CHROMIUM_PATH auf eine vorhandene Chromium-Installation setzen." >&2
exit 1
