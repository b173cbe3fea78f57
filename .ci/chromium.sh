# Sourced by .ci/run: makes Debian's chromium available for the browser test (test/browser/) and exports
# CROUPIER_CHROMIUM. Playwright's own browser download is not used (playwright-core drives this binary).
if [ ! -x /usr/bin/chromium ]; then
  echo "== installing Debian's chromium"
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""
  if [ "$(id -u)" != "0" ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
  $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends chromium fonts-dejavu-core
fi
export CROUPIER_CHROMIUM=/usr/bin/chromium
echo "== chromium: $("$CROUPIER_CHROMIUM" --version 2>/dev/null || echo 'not runnable')"
