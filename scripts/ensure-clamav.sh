#!/usr/bin/env bash
# The upload tests scan with a real clamd (Debian's ClamAV) and the project's own signatures
# (apps/api/src/storage/clamav-signatures); freshclam is never needed. Installs the packages when missing.
set -euo pipefail
if command -v clamd >/dev/null 2>&1 || [ -x /usr/sbin/clamd ]; then exit 0; fi
echo "Installing Debian clamav for the upload tests…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq clamav clamav-daemon >/dev/null
test -x /usr/sbin/clamd
