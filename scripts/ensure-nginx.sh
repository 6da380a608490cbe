#!/usr/bin/env bash
# The test topology (`npm run topology`) balances with Debian's nginx (installed here on first use).
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "Installing Debian nginx for the test topology…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null
# The package's own service is not used: the topology runs nginx in the foreground with its own config.
$SUDO service nginx stop >/dev/null 2>&1 || true
test -x /usr/sbin/nginx
