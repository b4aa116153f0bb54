#!/usr/bin/env bash
# One entry point for developers: sets up everything the project needs, then runs it.
#   bash tools/dev.sh run [ARGS...]   set up, then start the app (extra ARGS go to energy-table)
#   bash tools/dev.sh test [ARGS...]  set up, then run the whole test suite (ARGS go to pytest)
#   bash tools/dev.sh setup           set up only
# Set-up is idempotent and quick when nothing changed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$(pwd)
VENV="$ROOT/.venv"
PY=${PYTHON:-python3}
# On a laptop, automatic updates may hold apt's locks when the set-up starts: wait for them this
# many seconds (then fail as apt does), checking every APT_LOCK_POLL seconds.
APT_LOCK_WAIT=${APT_LOCK_WAIT:-900}
APT_LOCK_POLL=${APT_LOCK_POLL:-5}

# Debian packages: the Qt runtime libraries, a Traditional Chinese font for rendered text,
# Xvfb for real-window screenshots, NSIS (the Windows installer script is compiled in the tests),
# poppler-utils (the tests read the PDFs the app writes) and chromium (tests/web drives it headless
# with Playwright: the web client a table serves to phones) and mosquitto (tests/net/test_broker*.py
# start a real broker: the school broker transport).
DEB_PACKAGES=(libegl1 libgl1 libopengl0 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1
              libdbus-1-3 libglib2.0-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
              libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-xinerama0
              fonts-noto-cjk xvfb xauth desktop-file-utils appstream chromium nsis
              poppler-utils mosquitto)

install_debian_packages() {
    command -v dpkg >/dev/null 2>&1 || return 0
    local missing=()
    for p in "${DEB_PACKAGES[@]}"; do
        dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "setup: installing Debian packages: ${missing[*]}"
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
            echo "setup: not root and no sudo: please install ${missing[*]}" >&2; return 0
        fi
    fi
    echo "setup: apt waits up to ${APT_LOCK_WAIT}s for its lock if another program (automatic updates) holds it"
    apt_update "$sudo"
    # The dpkg lock has apt's own timeout.
    DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout="$APT_LOCK_WAIT" \
        install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

apt_update() {
    # `apt-get update` does not wait for the package lists' lock (DPkg::Lock::Timeout covers only
    # the dpkg lock), so try again while another program holds it, up to APT_LOCK_WAIT seconds.
    local sudo=$1 waited=0 err
    err=$(mktemp)
    until $sudo apt-get -o DPkg::Lock::Timeout="$APT_LOCK_WAIT" update -qq >/dev/null 2>"$err"; do
        if ! grep -q "Could not get lock" "$err" || [ "$waited" -ge "$APT_LOCK_WAIT" ]; then
            cat "$err" >&2; rm -f "$err"; return 1
        fi
        [ "$waited" -eq 0 ] && echo "setup: another program holds apt's lock (automatic updates?): waiting for it..."
        sleep "$APT_LOCK_POLL"; waited=$((waited + APT_LOCK_POLL))
    done
    rm -f "$err"
}

install_python_packages() {
    [ -x "$VENV/bin/python" ] || "$PY" -m venv "$VENV"
    local stamp="$VENV/.energy-table-stamp"
    local want
    want=$(sha256sum pyproject.toml | cut -d' ' -f1)
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
        echo "setup: installing Python packages into .venv"
        "$VENV/bin/python" -m pip install -q --upgrade pip
        "$VENV/bin/python" -m pip install -q -e ".[test]"
        echo "$want" > "$stamp"
    fi
}

build_translations() {
    "$VENV/bin/python" -m desktop_app.i18n_build --quiet
}

setup() {
    install_debian_packages
    install_python_packages
    build_translations
}

# Sourced (the tests call its functions): define them, run nothing.
[[ "${BASH_SOURCE[0]}" == "$0" ]] || return 0

cmd=${1:-run}
shift || true
case "$cmd" in
    setup) setup ;;
    run)
        setup
        exec "$VENV/bin/python" -m desktop_app "$@"
        ;;
    test)
        setup
        export QT_QPA_PLATFORM=offscreen
        exec "$VENV/bin/python" -m pytest "$@"
        ;;
    *) echo "usage: bash tools/dev.sh run|test|setup [ARGS...]" >&2; exit 2 ;;
esac
